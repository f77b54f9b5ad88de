// The calls of the importer that touch memory (docs/memory.md): llvm.memset, llvm.memcpy,
// llvm.memmove (and the .inline forms), llvm.lifetime.start/end, llvm.trap and
// llvm.thread.pointer. Only the
// refinement checker imports them (ImportOptions::memory).
#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"

#include <llvm/Analysis/ValueTracking.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>
#include <llvm/IR/Module.h>

namespace theseus::bridge {

namespace {

// The Theseus intrinsic of the memory intrinsic, trap or thread.pointer `id`, or None.
ir::Intrinsic memoryIntrinsicOf(llvm::Intrinsic::ID id) {
  switch (id) {
  case llvm::Intrinsic::memset: return ir::Intrinsic::Memset;
  case llvm::Intrinsic::memset_inline: return ir::Intrinsic::MemsetInline;
  case llvm::Intrinsic::memcpy: return ir::Intrinsic::Memcpy;
  case llvm::Intrinsic::memcpy_inline: return ir::Intrinsic::MemcpyInline;
  case llvm::Intrinsic::memmove: return ir::Intrinsic::Memmove;
  case llvm::Intrinsic::lifetime_start: return ir::Intrinsic::LifetimeStart;
  case llvm::Intrinsic::lifetime_end: return ir::Intrinsic::LifetimeEnd;
  case llvm::Intrinsic::trap: return ir::Intrinsic::Trap;
  case llvm::Intrinsic::thread_pointer: return ir::Intrinsic::ThreadPointer;
  default: return ir::Intrinsic::None;
  }
}

// The `align` of parameter `i` of `call` (0: none) and, in `attrs` when given, its nonnull,
// dereferenceable(n), dereferenceable_or_null(n) and noundef (what they mean at a call site:
// LangRef's parameter attributes, semantics/MemoryOps.h). Without `attrs` (the lifetime markers,
// whose size is immarg and whose poison pointer is UB anyway) noundef is implied and ignored.
// Throws for any other parameter attribute except those the intrinsic's declaration implies
// (nocapture, noalias, readonly, writeonly), and for the pointer attributes on a non-pointer
// operand or without `attrs`.
uint64_t memoryParamAlign(const llvm::CallInst& call, unsigned i, ir::ValueAttrs* attrs = nullptr) {
  uint64_t align = 0;
  bool pointer = call.getArgOperand(i)->getType()->isPointerTy();
  for (const llvm::Attribute& attr : call.getAttributes().getParamAttrs(i)) {
    if (attr.isStringAttribute()) throwUnsupported(&call, "attribute " + attr.getAsString());
    switch (attr.getKindAsEnum()) {
    case llvm::Attribute::Alignment: align = attr.getValueAsInt(); break;
    case llvm::Attribute::NoCapture: case llvm::Attribute::NoAlias: case llvm::Attribute::ReadOnly:
    case llvm::Attribute::WriteOnly: case llvm::Attribute::ImmArg:
      break;
    case llvm::Attribute::NoUndef:
      if (attrs) attrs->noundef = true;
      break;
    case llvm::Attribute::NonNull: case llvm::Attribute::Dereferenceable: case llvm::Attribute::DereferenceableOrNull:
      if (!attrs || !pointer) throwUnsupported(&call, "attribute " + attr.getAsString() + " on this operand of " + llvmText(call));
      if (attr.getKindAsEnum() == llvm::Attribute::NonNull) attrs->nonnull = true;
      else if (attr.getKindAsEnum() == llvm::Attribute::Dereferenceable) attrs->dereferenceable = attr.getValueAsInt();
      else attrs->dereferenceableOrNull = attr.getValueAsInt();
      break;
    default: throwUnsupported(&call, "attribute " + attr.getAsString() + " on a memory intrinsic's operand");
    }
  }
  return align;
}

// The call-site attributes of each operand of memset/memcpy/memmove `call` (memoryParamAlign);
// empty when no operand has one.
std::vector<ir::ValueAttrs> transferOperandAttrs(const llvm::CallInst& call) {
  std::vector<ir::ValueAttrs> out(call.arg_size());
  bool any = false;
  for (unsigned i = 0; i < call.arg_size(); ++i) {
    memoryParamAlign(call, i, &out[i]);
    any = any || !out[i].empty();
  }
  return any ? out : std::vector<ir::ValueAttrs>{};
}

// Whether `v`, through pointer casts, selects and phis, is only ever an alloca: Alive2's
// lifetime.start/end on a whole stack object (which then starts dead, docs/memory.md).
bool isAllocaThroughChoices(const llvm::Value* v, std::vector<const llvm::Value*>& seen) {
  v = v->stripPointerCasts();
  if (std::find(seen.begin(), seen.end(), v) != seen.end()) return true;
  seen.push_back(v);
  if (llvm::isa<llvm::AllocaInst>(v)) return true;
  if (auto* select = llvm::dyn_cast<llvm::SelectInst>(v))
    return isAllocaThroughChoices(select->getTrueValue(), seen) && isAllocaThroughChoices(select->getFalseValue(), seen);
  if (auto* phi = llvm::dyn_cast<llvm::PHINode>(v)) {
    for (const llvm::Value* in : phi->incoming_values())
      if (!isAllocaThroughChoices(in, seen)) return false;
    return true;
  }
  return false;
}

// Whether `v` is an alloca plus a constant non-zero offset.
bool isOffsetIntoAlloca(const llvm::Value* v, const llvm::DataLayout& dl) {
  auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(v->stripPointerCasts());
  if (!gep || !llvm::isa<llvm::AllocaInst>(gep->getPointerOperand()->stripPointerCasts())) return false;
  llvm::APInt offset(dl.getIndexTypeSizeInBits(gep->getType()), 0);
  return gep->accumulateConstantOffset(dl, offset) && !offset.isZero();
}

// Throws unless the pointer of lifetime.start/end `call` has a form Alive2 models: every object
// it may be based on an argument, or an alloca (through casts, selects and phis), or an alloca
// plus a constant non-zero offset. For a whole alloca, that alloca must come before the call.
void checkLifetimePointer(const llvm::CallInst& call, const std::unordered_map<const llvm::Value*, ir::Value*>& created) {
  const llvm::Value* ptr = call.getArgOperand(1);
  const llvm::DataLayout& dl = call.getModule()->getDataLayout();
  llvm::SmallVector<const llvm::Value*, 4> objects;
  llvm::getUnderlyingObjects(ptr, objects);
  if (llvm::all_of(objects, [](const llvm::Value* o) { return llvm::isa<llvm::Argument>(o); })) return;
  std::vector<const llvm::Value*> seen;
  if (isOffsetIntoAlloca(ptr, dl)) return;
  if (!isAllocaThroughChoices(ptr, seen)) throwUnsupported(&call, "lifetime marker on a pointer of unknown origin: " + llvmText(call));
  for (const llvm::Value* v : seen)
    if (llvm::isa<llvm::AllocaInst>(v) && !created.count(v))
      throwUnsupported(&call, "lifetime marker before its alloca: " + llvmText(call));
}

} // namespace

bool FunctionImporter::isDroppedMemoryCall(const llvm::Instruction& inst) const {
  auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&inst);
  if (!memory_ || !intrinsic) return false;
  llvm::Intrinsic::ID id = intrinsic->getIntrinsicID();
  return (id == llvm::Intrinsic::lifetime_start || id == llvm::Intrinsic::lifetime_end) && llvm::isa<llvm::UndefValue>(intrinsic->getArgOperand(1));
}

bool FunctionImporter::isInertSideEffect(const llvm::Instruction& inst) {
  auto* intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(&inst);
  return intrinsic && intrinsic->getIntrinsicID() == llvm::Intrinsic::sideeffect && intrinsic->onlyReadsMemory();
}

std::unique_ptr<ir::Instruction> FunctionImporter::createMemoryCall(const llvm::CallInst& call, ir::Type type) {
  const llvm::Function* callee = call.getCalledFunction();
  ir::Intrinsic id = callee ? memoryIntrinsicOf(callee->getIntrinsicID()) : ir::Intrinsic::None;
  if (id == ir::Intrinsic::None) return nullptr;
  if (call.hasOperandBundles() || call.isMustTailCall() || call.getCallingConv() != llvm::CallingConv::C) throwUnsupported(&call);
  checkFunctionAttrs(call.getAttributes().getFnAttrs(), &call);
  auto out = std::make_unique<ir::Instruction>(ir::Opcode::Call, type, call.getName().str());
  out->intrinsic = id;
  if (call.isTailCall()) out->flags |= ir::FlagTail;
  bool lifetime = id == ir::Intrinsic::LifetimeStart || id == ir::Intrinsic::LifetimeEnd;
  bool transfer = ir::isMemoryIntrinsic(id) && !lifetime;
  if (call.getAttributes().getRetAttrs().hasAttributes()) throwUnsupported(&call, "return attributes on " + llvmText(call));
  if (transfer) {
    auto* isVolatile = llvm::dyn_cast<llvm::ConstantInt>(call.getArgOperand(3));
    if (!isVolatile || !isVolatile->isZero()) throwUnsupported(&call, "volatile memory intrinsic: " + llvmText(call));
    bool memset = id == ir::Intrinsic::Memset || id == ir::Intrinsic::MemsetInline;
    out->operandAttrs = transferOperandAttrs(call);
    ir::ValueAttrs attrs;
    out->align = memoryParamAlign(call, 0, &attrs);
    out->sourceAlign = memset ? 0 : memoryParamAlign(call, 1, &attrs);
  } else {
    if (lifetime) checkLifetimePointer(call, values_);
    for (unsigned i = 0; i < call.arg_size(); ++i) memoryParamAlign(call, i);
  }
  return out;
}

} // namespace theseus::bridge
