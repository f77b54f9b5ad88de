#include "difftest/HostJit.h"

#include "difftest/HostFeatures.h"
#include "ir/X86Intrinsics.h"

#include <llvm/ExecutionEngine/Orc/LLJIT.h>
#include <llvm/IR/IRBuilder.h>
#include <llvm/IR/InstIterator.h>
#include <llvm/IR/Intrinsics.h>
#include <llvm/IR/Verifier.h>
#include <llvm/IRReader/IRReader.h>
#include <llvm/Support/SourceMgr.h>
#include <llvm/Support/TargetSelect.h>
#include <llvm/TargetParser/Host.h>

#include <stdexcept>

namespace theseus::difftest {

struct HostJit::State {
  std::unique_ptr<llvm::orc::LLJIT> jit;
  unsigned nextId = 0;
};

namespace {

// The LLVM type of a lane of floating-point kind `kind`.
llvm::Type* llvmFloatType(llvm::LLVMContext& ctx, ir::FloatKind kind) {
  switch (kind) {
  case ir::FloatKind::Half: return llvm::Type::getHalfTy(ctx);
  case ir::FloatKind::BFloat: return llvm::Type::getBFloatTy(ctx);
  case ir::FloatKind::Float: return llvm::Type::getFloatTy(ctx);
  case ir::FloatKind::Double: return llvm::Type::getDoubleTy(ctx);
  default: return llvm::Type::getFP128Ty(ctx);
  }
}

// The LLVM type of an integer, floating-point or vector Theseus type.
llvm::Type* llvmType(llvm::LLVMContext& ctx, const ir::Type& t) {
  llvm::Type* elt = t.isFloatOrVector() ? llvmFloatType(ctx, t.floatKind()) : llvm::IntegerType::get(ctx, t.bits());
  if (t.isVector()) return llvm::FixedVectorType::get(elt, t.lanes());
  return elt;
}

// The Theseus floating-point kind of an LLVM scalar type; None for the others.
ir::FloatKind floatKindOf(llvm::Type* t) {
  if (t->isHalfTy()) return ir::FloatKind::Half;
  if (t->isBFloatTy()) return ir::FloatKind::BFloat;
  if (t->isFloatTy()) return ir::FloatKind::Float;
  if (t->isDoubleTy()) return ir::FloatKind::Double;
  return ir::FloatKind::None;
}

// The Theseus type of an LLVM integer, half/bfloat/float/double or fixed vector of them; nullopt
// for anything else.
std::optional<ir::Type> theseusType(llvm::Type* t) {
  if (auto* i = llvm::dyn_cast<llvm::IntegerType>(t)) return ir::Type::intTy(i->getBitWidth());
  if (ir::FloatKind k = floatKindOf(t); k != ir::FloatKind::None) return ir::Type::floatTy(k);
  auto* v = llvm::dyn_cast<llvm::FixedVectorType>(t);
  if (v && v->getElementType()->isIntegerTy()) return ir::Type::vectorTy(v->getNumElements(), v->getScalarSizeInBits());
  if (v && floatKindOf(v->getElementType()) != ir::FloatKind::None) return ir::Type::floatVectorTy(v->getNumElements(), floatKindOf(v->getElementType()));
  return std::nullopt;
}

// LLVM's spelling of `t`.
std::string typeText(llvm::Type* t) {
  std::string s;
  llvm::raw_string_ostream os(s);
  t->print(os);
  return s;
}

// The function type a row declares.
llvm::FunctionType* rowFunctionType(llvm::LLVMContext& ctx, const ir::Type& result, const std::vector<ir::Type>& params) {
  std::vector<llvm::Type*> ps;
  for (auto& p : params) ps.push_back(llvmType(ctx, p));
  return llvm::FunctionType::get(llvmType(ctx, result), ps, false);
}

// Reads a value of type `t` from `in`, one word per lane starting at word `slot`.
llvm::Value* loadLanes(llvm::IRBuilder<>& b, llvm::Value* in, llvm::Type* t, unsigned& slot) {
  llvm::Type* word = b.getInt64Ty();
  auto loadLane = [&](llvm::Type* elt) {
    llvm::Value* w = b.CreateLoad(word, b.CreateConstGEP1_32(word, in, slot++));
    return b.CreateBitCast(b.CreateTrunc(w, b.getIntNTy(elt->getPrimitiveSizeInBits())), elt);
  };
  auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(t);
  if (!vt) return loadLane(t);
  llvm::Value* v = llvm::PoisonValue::get(vt);
  for (unsigned i = 0; i < vt->getNumElements(); ++i) v = b.CreateInsertElement(v, loadLane(vt->getElementType()), i);
  return v;
}

// Writes the lanes of `v` to `out`, one zero-extended word per lane.
void storeLanes(llvm::IRBuilder<>& b, llvm::Value* out, llvm::Value* v) {
  llvm::Type* word = b.getInt64Ty();
  auto* vt = llvm::dyn_cast<llvm::FixedVectorType>(v->getType());
  unsigned lanes = vt ? vt->getNumElements() : 1;
  for (unsigned i = 0; i < lanes; ++i) {
    llvm::Value* lane = vt ? b.CreateExtractElement(v, i) : v;
    llvm::Value* bits = b.CreateBitCast(lane, b.getIntNTy(lane->getType()->getPrimitiveSizeInBits()));
    b.CreateStore(b.CreateZExtOrBitCast(bits, word), b.CreateConstGEP1_32(word, out, i));
  }
}

// Adds `void @name(ptr in, ptr out)` calling `callee`; immediates[i] (when set) replaces the
// loaded argument i with a constant.
void addRunner(llvm::Module& m, const std::string& name, llvm::FunctionCallee callee, const std::vector<std::optional<uint64_t>>& immediates) {
  llvm::LLVMContext& ctx = m.getContext();
  auto* ptr = llvm::PointerType::get(ctx, 0);
  auto* fty = llvm::FunctionType::get(llvm::Type::getVoidTy(ctx), {ptr, ptr}, false);
  auto* f = llvm::Function::Create(fty, llvm::GlobalValue::ExternalLinkage, name, m);
  llvm::IRBuilder<> b(llvm::BasicBlock::Create(ctx, "entry", f));
  unsigned slot = 0;
  std::vector<llvm::Value*> args;
  llvm::FunctionType* calleeType = callee.getFunctionType();
  for (unsigned i = 0; i < calleeType->getNumParams(); ++i) {
    llvm::Type* pt = calleeType->getParamType(i);
    bool constant = i < immediates.size() && immediates[i];
    args.push_back(constant ? llvm::ConstantInt::get(pt, *immediates[i]) : loadLanes(b, f->getArg(0), pt, slot));
  }
  storeLanes(b, f->getArg(1), b.CreateCall(callee, args));
  b.CreateRetVoid();
}

} // namespace

LlvmIntrinsicInfo llvmIntrinsicInfo(std::string_view name, const ir::Type& result, const std::vector<ir::Type>& params) {
  LlvmIntrinsicInfo info;
  llvm::Intrinsic::ID id = llvm::Function::lookupIntrinsicID(llvm::StringRef(name.data(), name.size()));
  info.immediate.assign(params.size(), false);
  if (id == llvm::Intrinsic::not_intrinsic) return info;
  info.known = true;
  llvm::LLVMContext ctx;
  llvm::AttributeList attrs = llvm::Intrinsic::getAttributes(ctx, id);
  for (unsigned i = 0; i < params.size(); ++i) info.immediate[i] = attrs.hasParamAttr(i, llvm::Attribute::ImmArg);
  if (llvm::Intrinsic::isOverloaded(id)) return info;
  llvm::FunctionType* llvmSig = llvm::Intrinsic::getType(ctx, id);
  llvm::FunctionType* rowSig = rowFunctionType(ctx, result, params);
  if (llvmSig != rowSig) info.signatureProblem = "row signature " + typeText(rowSig) + " differs from LLVM's " + typeText(llvmSig);
  return info;
}

HostJit::HostJit() : state_(std::make_unique<State>()) {
  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();
  llvm::orc::JITTargetMachineBuilder machine{llvm::Triple(llvm::sys::getProcessTriple())};
  machine.setCPU(llvm::sys::getHostCPUName().str());
  for (auto& feature : llvm::sys::getHostCPUFeatures()) machine.getFeatures().AddFeature(feature.getKey(), feature.getValue());
  auto jit = llvm::orc::LLJITBuilder().setJITTargetMachineBuilder(std::move(machine)).create();
  if (!jit) throw std::runtime_error("cannot create the JIT: " + llvm::toString(jit.takeError()));
  state_->jit = std::move(*jit);
}

HostJit::~HostJit() = default;

HostJit& HostJit::instance() {
  static HostJit jit;
  return jit;
}

namespace {

// Verifies `m`, adds it to `jit` and looks up `names`; empty with `error` set on failure.
std::vector<Runner> addAndLookup(llvm::orc::LLJIT& jit, std::unique_ptr<llvm::LLVMContext> ctx, std::unique_ptr<llvm::Module> m,
                                 const std::vector<std::string>& names, std::string& error) {
  llvm::raw_string_ostream problems(error);
  if (llvm::verifyModule(*m, &problems)) return {};
  if (auto e = jit.addIRModule(llvm::orc::ThreadSafeModule(std::move(m), std::move(ctx)))) {
    error = llvm::toString(std::move(e));
    return {};
  }
  std::vector<Runner> runners;
  for (auto& name : names) {
    auto address = jit.lookup(name);
    if (!address) {
      error = llvm::toString(address.takeError());
      return {};
    }
    runners.push_back(address->toPtr<Runner>());
  }
  return runners;
}

// Why the host cannot run `f`: "host lacks F" for a call of an x86 row whose feature F it lacks,
// "no row for NAME" for an x86 intrinsic without a row; empty when it can.
std::string unexecutableCall(llvm::Function& f) {
  for (auto& inst : llvm::instructions(f)) {
    auto* call = llvm::dyn_cast<llvm::CallInst>(&inst);
    llvm::Function* callee = call ? call->getCalledFunction() : nullptr;
    if (!callee || !callee->getName().starts_with("llvm.x86.")) continue;
    auto row = ir::x86RowByName(callee->getName().str());
    if (!row) return "no row for " + callee->getName().str();
    if (auto missing = missingFeature(hostFeatures(), ir::x86Rows()[*row].feature)) return "host lacks " + *missing;
  }
  return "";
}

} // namespace

std::vector<Runner> HostJit::compileIntrinsic(const IntrinsicShape& shape, const std::vector<std::vector<uint64_t>>& variants, std::string& error) {
  auto ctx = std::make_unique<llvm::LLVMContext>();
  auto m = std::make_unique<llvm::Module>("difftest", *ctx);
  llvm::Intrinsic::ID id = llvm::Function::lookupIntrinsicID(shape.name);
  llvm::FunctionType* rowSig = rowFunctionType(*ctx, shape.result, shape.params);
  llvm::FunctionCallee callee = id != llvm::Intrinsic::not_intrinsic && !llvm::Intrinsic::isOverloaded(id)
                                    ? llvm::FunctionCallee(llvm::Intrinsic::getDeclaration(m.get(), id))
                                    : m->getOrInsertFunction(shape.name, rowSig);
  std::vector<std::string> names;
  for (auto& variant : variants) {
    std::vector<std::optional<uint64_t>> immediates(shape.params.size());
    size_t next = 0;
    for (size_t i = 0; i < shape.params.size(); ++i)
      if (shape.immediate[i]) immediates[i] = variant.at(next++);
    names.push_back("difftest_run_" + std::to_string(state_->nextId++));
    addRunner(*m, names.back(), callee, immediates);
  }
  return addAndLookup(*state_->jit, std::move(ctx), std::move(m), names, error);
}

std::optional<WrappedFunction> HostJit::compileFunction(const std::string& path, const std::string& function, std::string& error) {
  auto ctx = std::make_unique<llvm::LLVMContext>();
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseIRFile(path, diag, *ctx);
  if (!m) {
    error = path + ":" + std::to_string(diag.getLineNo()) + ":" + std::to_string(diag.getColumnNo() + 1) + ": error: " + diag.getMessage().str();
    return std::nullopt;
  }
  llvm::Function* f = m->getFunction(function);
  if (!f || f->isDeclaration()) {
    error = path + ": error: no function @" + function;
    return std::nullopt;
  }
  WrappedFunction out;
  if (auto t = theseusType(f->getReturnType()); t && testableType(*t)) out.result = *t;
  else error = "the return type " + typeText(f->getReturnType()) + " is not an integer, floating-point or vector type";
  for (auto& arg : f->args()) {
    auto t = theseusType(arg.getType());
    if (t && testableType(*t)) out.params.push_back(*t);
    else error = "the parameter type " + typeText(arg.getType()) + " is not an integer, floating-point or vector type";
  }
  if (!error.empty()) return std::nullopt;
  out.skipped = unexecutableCall(*f);
  if (!out.skipped.empty()) return out;
  for (auto& other : *m)
    if (&other != f && !other.isDeclaration()) other.deleteBody();
  f->setLinkage(llvm::GlobalValue::InternalLinkage);
  std::string name = "difftest_run_" + std::to_string(state_->nextId++);
  addRunner(*m, name, llvm::FunctionCallee(f->getFunctionType(), f), {});
  auto runners = addAndLookup(*state_->jit, std::move(ctx), std::move(m), {name}, error);
  if (runners.empty()) return std::nullopt;
  out.runner = runners.front();
  return out;
}

} // namespace theseus::difftest
