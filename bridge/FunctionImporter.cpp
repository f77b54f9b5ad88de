#include "bridge/FunctionImporter.h"

#include "ir/X86Intrinsics.h"

#include "bridge/BlockOrder.h"
#include "bridge/ImportValues.h"
#include "ir/Printer.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Metadata.h>
#include <llvm/IR/Operator.h>

#include <algorithm>

namespace theseus::bridge {

namespace {

std::optional<ir::Opcode> opcodeOf(const llvm::Instruction& inst) {
  switch (inst.getOpcode()) {
#define MAP(llvmOp, irOp) case llvm::Instruction::llvmOp: return ir::Opcode::irOp;
    MAP(Add, Add) MAP(Sub, Sub) MAP(Mul, Mul) MAP(UDiv, UDiv) MAP(SDiv, SDiv) MAP(URem, URem) MAP(SRem, SRem)
    MAP(Shl, Shl) MAP(LShr, LShr) MAP(AShr, AShr) MAP(And, And) MAP(Or, Or) MAP(Xor, Xor) MAP(ICmp, ICmp)
    MAP(Select, Select) MAP(ZExt, ZExt) MAP(SExt, SExt) MAP(Trunc, Trunc) MAP(BitCast, BitCast)
    MAP(Freeze, Freeze) MAP(ExtractElement, ExtractElement) MAP(InsertElement, InsertElement)
    MAP(ShuffleVector, ShuffleVector) MAP(ExtractValue, ExtractValue) MAP(InsertValue, InsertValue)
    MAP(FNeg, FNeg) MAP(FAdd, FAdd) MAP(FSub, FSub) MAP(FMul, FMul) MAP(FDiv, FDiv) MAP(FRem, FRem)
    MAP(FCmp, FCmp) MAP(FPTrunc, FPTrunc) MAP(FPExt, FPExt) MAP(FPToUI, FPToUI) MAP(FPToSI, FPToSI)
    MAP(UIToFP, UIToFP) MAP(SIToFP, SIToFP)
    MAP(PHI, Phi) MAP(Call, Call) MAP(Br, Br) MAP(Switch, Switch) MAP(Ret, Ret) MAP(Unreachable, Unreachable)
#undef MAP
  default: return std::nullopt;
  }
}

ir::ICmpPred predicateOf(llvm::CmpInst::Predicate p) {
  switch (p) {
  case llvm::CmpInst::ICMP_EQ: return ir::ICmpPred::EQ;
  case llvm::CmpInst::ICMP_NE: return ir::ICmpPred::NE;
  case llvm::CmpInst::ICMP_UGT: return ir::ICmpPred::UGT;
  case llvm::CmpInst::ICMP_UGE: return ir::ICmpPred::UGE;
  case llvm::CmpInst::ICMP_ULT: return ir::ICmpPred::ULT;
  case llvm::CmpInst::ICMP_ULE: return ir::ICmpPred::ULE;
  case llvm::CmpInst::ICMP_SGT: return ir::ICmpPred::SGT;
  case llvm::CmpInst::ICMP_SGE: return ir::ICmpPred::SGE;
  case llvm::CmpInst::ICMP_SLT: return ir::ICmpPred::SLT;
  default: return ir::ICmpPred::SLE;
  }
}

// The fast-math flags of `inst`; an approximating flag (arcp, contract, afn, reassoc) is
// unsupported, since a proof relying on it would not be a proof.
uint8_t fastMathOf(const llvm::Instruction& inst) {
  if (!llvm::isa<llvm::FPMathOperator>(&inst)) return ir::FastMathNone;
  llvm::FastMathFlags f = inst.getFastMathFlags();
  uint8_t out = ir::FastMathNone;
  if (f.noNaNs()) out |= ir::FastMathNNaN;
  if (f.noInfs()) out |= ir::FastMathNInf;
  if (f.noSignedZeros()) out |= ir::FastMathNSZ;
  if (f.allowReciprocal()) out |= ir::FastMathARcp;
  if (f.allowContract()) out |= ir::FastMathContract;
  if (f.approxFunc()) out |= ir::FastMathAFn;
  if (f.allowReassoc()) out |= ir::FastMathReassoc;
  if (out & ir::kApproximatingFastMath)
    throwUnsupported(&inst, "fast-math flags" + ir::fastMathText(out & ir::kApproximatingFastMath) +
                                " allow approximate results, which no proof may rely on: " + llvmText(inst));
  return out;
}

ir::FCmpPred fcmpPredicateOf(llvm::CmpInst::Predicate p) { return ir::FCmpPred(unsigned(p) - unsigned(llvm::CmpInst::FCMP_FALSE)); }

uint8_t flagsOf(const llvm::Instruction& inst) {
  uint8_t flags = ir::FlagNone;
  if (auto* op = llvm::dyn_cast<llvm::OverflowingBinaryOperator>(&inst)) {
    if (op->hasNoUnsignedWrap()) flags |= ir::FlagNUW;
    if (op->hasNoSignedWrap()) flags |= ir::FlagNSW;
  }
  if (auto* trunc = llvm::dyn_cast<llvm::TruncInst>(&inst)) {
    if (trunc->hasNoUnsignedWrap()) flags |= ir::FlagNUW;
    if (trunc->hasNoSignedWrap()) flags |= ir::FlagNSW;
  }
  if (llvm::isa<llvm::PossiblyExactOperator>(&inst) && inst.isExact()) flags |= ir::FlagExact;
  if (auto* op = llvm::dyn_cast<llvm::PossiblyDisjointInst>(&inst); op && op->isDisjoint()) flags |= ir::FlagDisjoint;
  if (auto* op = llvm::dyn_cast<llvm::PossiblyNonNegInst>(&inst); op && op->hasNonNeg()) flags |= ir::FlagNNeg;
  return flags;
}

// Instructions whose Theseus operands are exactly their LLVM operands, in order.
bool takesOperandsVerbatim(ir::Opcode op) {
  return op != ir::Opcode::Phi && op != ir::Opcode::GetElementPtr && op != ir::Opcode::Call && op != ir::Opcode::Br && op != ir::Opcode::Switch;
}

ir::Type returnTypeOf(const llvm::Function& f, bool memory) {
  try {
    return importType(f.getReturnType(), &f, memory);
  } catch (Unsupported& unsupported) {
    unsupported.construct = "return type " + llvmText(*f.getReturnType());
    throw;
  }
}

} // namespace

FunctionImporter::FunctionImporter(const llvm::Function& f, std::string name, const FunctionLocations& locations, bool memory)
    : source_(f), locations_(locations), memory_(memory) {
  out_ = std::make_unique<ir::Function>(std::move(name), returnTypeOf(f, memory));
  out_->loc = locations.define;
}

std::unique_ptr<ir::Function> FunctionImporter::run() {
  importSignature();
  std::vector<const llvm::BasicBlock*> order = topologicalBlocks(source_);
  for (const llvm::BasicBlock* block : order) blocks_[block] = out_->addBlock(block->getName().str());
  std::vector<std::pair<const llvm::Instruction*, ir::Instruction*>> created;
  for (const llvm::BasicBlock* block : order)
    for (const llvm::Instruction& inst : *block)
      if (auto shell = createInstruction(inst)) {
        shell->loc = locations_.of(&inst);
        ir::Instruction* added = blocks_.at(block)->append(std::move(shell));
        values_[&inst] = added;
        created.emplace_back(&inst, added);
      }
  for (auto& [inst, added] : created) connect(*inst, *added);
  if (memory_) importNullPointerIsValid();
  return std::move(out_);
}

void FunctionImporter::importSignature() {
  if (source_.isVarArg()) throwUnsupported(&source_, "varargs function");
  if (source_.getCallingConv() != llvm::CallingConv::C) throwUnsupported(&source_, "calling convention");
  if (source_.hasPrefixData() || source_.hasPrologueData() || source_.hasPersonalityFn() || source_.hasGC())
    throwUnsupported(&source_, "function prefix, prologue, personality or gc");
  const llvm::AttributeList& attrs = source_.getAttributes();
  out_->noreturn = attrs.hasFnAttr(llvm::Attribute::NoReturn);
  checkFunctionAttrs(attrs.getFnAttrs().removeAttribute(source_.getContext(), llvm::Attribute::NoReturn), &source_);
  importDenormalModes(attrs.getFnAttrs(), *out_, &source_);
  out_->returnAttrs = importValueAttrs(attrs.getRetAttrs(), false, &source_, memory_);
  if (memory_) importMemoryEffects();
  for (const llvm::Argument& arg : source_.args()) {
    ir::Argument* added = out_->addArgument(typeOf(arg.getType(), &arg), arg.getName().str());
    added->attrs = importValueAttrs(attrs.getParamAttrs(arg.getArgNo()), true, &arg, memory_);
    added->availableAtRoot = !attrs.getParamAttrs(arg.getArgNo()).hasAttribute(ir::kNotAtRootAttribute);
    values_[&arg] = added;
  }
  if (memory_) importLibraryFunctionAttrs();
}

std::unique_ptr<ir::Instruction> FunctionImporter::createInstruction(const llvm::Instruction& inst) {
  if (llvm::isa<llvm::DbgInfoIntrinsic>(inst) || isDroppedMemoryCall(inst) || isInertSideEffect(inst)) return nullptr;
  ir::Type type = typeOf(inst.getType(), &inst);
  if (memory_ && (llvm::isa<llvm::AllocaInst>(inst) || llvm::isa<llvm::LoadInst>(inst) || llvm::isa<llvm::StoreInst>(inst) ||
                  llvm::isa<llvm::GetElementPtrInst>(inst) || llvm::isa<llvm::PtrToIntInst>(inst)))
    return createMemoryInstruction(inst, type);
  if (memory_ && llvm::isa<llvm::IntToPtrInst>(inst)) return createIntToPtr(llvm::cast<llvm::IntToPtrInst>(inst), type);
  std::optional<ir::Opcode> op = opcodeOf(inst);
  if (!op) throwUnsupported(&inst);
  if (*op == ir::Opcode::Call) return createCall(llvm::cast<llvm::CallInst>(inst), type);
  auto out = std::make_unique<ir::Instruction>(*op, type, inst.getName().str());
  out->flags = flagsOf(inst);
  out->fastMath = fastMathOf(inst);
  if (auto* cmp = llvm::dyn_cast<llvm::ICmpInst>(&inst)) out->predicate = predicateOf(cmp->getPredicate());
  if (auto* cmp = llvm::dyn_cast<llvm::FCmpInst>(&inst)) out->fcmpPredicate = fcmpPredicateOf(cmp->getPredicate());
  if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&inst)) out->mask.assign(shuffle->getShuffleMask().begin(), shuffle->getShuffleMask().end());
  if (auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(&inst)) out->indices.assign(extract->idx_begin(), extract->idx_end());
  if (auto* insert = llvm::dyn_cast<llvm::InsertValueInst>(&inst)) out->indices.assign(insert->idx_begin(), insert->idx_end());
  return out;
}

namespace {

// Rejects what an x86 row does not model: fast-math flags on its call (the rows ignore them), a
// floating-point row in a function with a flushing denormal mode (the rows assume MXCSR's DAZ and
// FTZ off) and a rounding-control operand other than a constant its row allows.
void checkX86Controls(const llvm::CallInst& call, const ir::X86Row& row) {
  if (llvm::isa<llvm::FPMathOperator>(&call) && call.getFastMathFlags().any())
    throwUnsupported(&call, "fast-math flags on an x86 intrinsic: " + llvmText(call));
  bool floating = row.result.isFloatOrVector();
  for (auto& p : row.params) floating = floating || p.isFloatOrVector();
  const llvm::Function* f = call.getFunction();
  bool ieee = f->getDenormalMode(llvm::APFloat::IEEEsingle()) == llvm::DenormalMode::getIEEE() &&
              f->getDenormalMode(llvm::APFloat::IEEEdouble()) == llvm::DenormalMode::getIEEE();
  if (floating && !ieee)
    throwUnsupported(&call, "an x86 floating-point intrinsic in a function whose denormal mode is not IEEE (the rows assume DAZ and FTZ off): " +
                                llvmText(call));
  if (row.roundingOperand < 0) return;
  auto* control = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(unsigned(row.roundingOperand)));
  std::vector<uint64_t> allowed = ir::roundingControlValues(row.rounding);
  if (!control || std::find(allowed.begin(), allowed.end(), control->getZExtValue()) == allowed.end())
    throwUnsupported(&call, "rounding control of " + std::string(row.name) + " other than the modelled values: " + llvmText(call));
}

} // namespace

std::optional<uint16_t> FunctionImporter::x86RowMatching(const llvm::CallInst& call, const ir::Type& type) {
  llvm::StringRef name = call.getCalledFunction()->getName();
  if (!name.starts_with("llvm.x86.")) return std::nullopt;
  std::optional<uint16_t> row = ir::x86RowByName(std::string_view(name.data(), name.size()));
  if (!row) throwUnsupported(&call);
  const ir::X86Row& r = ir::x86Rows()[*row];
  bool matches = r.result == type && r.params.size() == call.arg_size();
  for (unsigned i = 0; matches && i < call.arg_size(); ++i) matches = importType(call.getArgOperand(i)->getType(), &call) == r.params[i];
  if (!matches) throwUnsupported(&call);
  checkX86Controls(call, r);
  return row;
}

std::unique_ptr<ir::Instruction> FunctionImporter::createCall(const llvm::CallInst& call, ir::Type type) {
  if (memory_)
    if (auto out = createMemoryCall(call, type)) return out;
  if (auto out = createAssumeCall(call, type)) return out;
  const llvm::Function* callee = call.getCalledFunction();
  if (!callee || !callee->isIntrinsic() || call.hasOperandBundles() || call.getCallingConv() != llvm::CallingConv::C)
    throwUnsupported(&call);
  std::optional<uint16_t> x86Row = x86RowMatching(call, type);
  std::optional<ir::Intrinsic> intrinsic = x86Row ? ir::Intrinsic::X86 : ir::intrinsicFromMangledName(callee->getName());
  if (!intrinsic || *intrinsic == ir::Intrinsic::Assert || *intrinsic == ir::Intrinsic::ThreadPointer || ir::isAssumeBundle(*intrinsic))
    throwUnsupported(&call);
  const llvm::AttributeList& attrs = call.getAttributes();
  checkFunctionAttrs(attrs.getFnAttrs(), &call);
  for (unsigned i = 0; i < call.arg_size(); ++i)
    if (!importValueAttrs(attrs.getParamAttrs(i), true, &call).empty()) throwUnsupported(&call);
  auto out = std::make_unique<ir::Instruction>(ir::Opcode::Call, type, call.getName().str());
  out->intrinsic = *intrinsic;
  out->fastMath = fastMathOf(call);
  out->x86Row = x86Row.value_or(0);
  out->returnAttrs = importValueAttrs(attrs.getRetAttrs(), false, &call);
  importCallMetadata(call, out->returnAttrs);
  return out;
}

void FunctionImporter::connect(const llvm::Instruction& inst, ir::Instruction& out) {
  if (takesOperandsVerbatim(out.opcode())) {
    for (const llvm::Value* operand : inst.operands()) out.addOperand(valueOf(operand, inst));
  } else if (llvm::isa<llvm::GetElementPtrInst>(inst)) {
    out.addOperand(valueOf(inst.getOperand(0), inst));
    for (unsigned index : gepIndices_.at(&inst)) out.addOperand(valueOf(inst.getOperand(index), inst));
  } else if (auto* phi = llvm::dyn_cast<llvm::PHINode>(&inst)) {
    for (unsigned i = 0; i < phi->getNumIncomingValues(); ++i)
      if (blocks_.count(phi->getIncomingBlock(i))) {
        out.addOperand(valueOf(phi->getIncomingValue(i), inst));
        out.blocks.push_back(blockOf(phi->getIncomingBlock(i), inst));
      }
  } else if (auto* br = llvm::dyn_cast<llvm::BranchInst>(&inst)) {
    if (br->isConditional()) out.addOperand(valueOf(br->getCondition(), inst));
    for (unsigned i = 0; i < br->getNumSuccessors(); ++i) out.blocks.push_back(blockOf(br->getSuccessor(i), inst));
  } else if (auto* sw = llvm::dyn_cast<llvm::SwitchInst>(&inst)) {
    out.addOperand(valueOf(sw->getCondition(), inst));
    out.blocks.push_back(blockOf(sw->getDefaultDest(), inst));
    for (const auto& c : sw->cases()) {
      out.addOperand(valueOf(c.getCaseValue(), inst));
      out.blocks.push_back(blockOf(c.getCaseSuccessor(), inst));
    }
  } else {
    connectCall(llvm::cast<llvm::CallInst>(inst), out);
  }
}

namespace {

// The metadata string of a constrained intrinsic's argument, or "" when it is not one.
std::string metadataString(const llvm::Value* arg) {
  auto* wrapped = llvm::dyn_cast<llvm::MetadataAsValue>(arg);
  auto* text = wrapped ? llvm::dyn_cast<llvm::MDString>(wrapped->getMetadata()) : nullptr;
  return text ? text->getString().str() : "";
}

// The rounding mode and exception behaviour of a constrained intrinsic call.
ir::ConstrainedArgs constrainedArgsOf(const llvm::CallInst& call) {
  unsigned n = call.arg_size();
  std::optional<uint8_t> rounding = n >= 2 ? ir::roundingFromName(metadataString(call.getArgOperand(n - 2))) : std::nullopt;
  auto exceptions = n >= 1 ? ir::exceptionsFromName(metadataString(call.getArgOperand(n - 1))) : std::nullopt;
  if (!rounding || !exceptions) throwUnsupported(&call, "constrained intrinsic arguments: " + llvmText(call));
  return {*rounding, *exceptions};
}

} // namespace

void FunctionImporter::connectCall(const llvm::CallInst& call, ir::Instruction& out) {
  unsigned valueArgs = call.arg_size();
  if (ir::isConstrainedIntrinsic(out.intrinsic)) {
    out.constrained = constrainedArgsOf(call);
    valueArgs -= 2;
  }
  for (unsigned i = 0; i < valueArgs; ++i) out.addOperand(valueOf(call.getArgOperand(i), call));
  if (ir::intrinsicCallee(out) != call.getCalledFunction()->getName()) throwUnsupported(&call);
}

ir::Value* FunctionImporter::valueOf(const llvm::Value* v, const llvm::Instruction& user) {
  auto found = values_.find(v);
  if (found != values_.end()) return found->second;
  if (auto* gv = llvm::dyn_cast<llvm::GlobalVariable>(v); gv && memory_) return globalOf(*gv, user);
  auto* constant = llvm::dyn_cast<llvm::Constant>(v);
  if (!constant || llvm::isa<llvm::GlobalValue>(constant)) throwUnsupported(&user);
  return out_->constant(typeOf(v->getType(), &user), importConstantLanes(constant, &user, memory_));
}

ir::Type FunctionImporter::typeOf(llvm::Type* type, const llvm::Value* anchor) const { return importType(type, anchor, memory_); }

ir::Block* FunctionImporter::blockOf(const llvm::BasicBlock* b, const llvm::Instruction& user) {
  auto found = blocks_.find(b);
  if (found == blocks_.end()) throwUnsupported(&user);
  return found->second;
}

} // namespace theseus::bridge
