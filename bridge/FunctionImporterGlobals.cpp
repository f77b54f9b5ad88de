// Global variables in the importer (docs/memory.md): a global the function refers to becomes an
// ir::Global with its size, alignment and, for a constant with a definitive initializer, the
// initializer flattened into scalars at byte offsets.
#include "bridge/FunctionImporter.h"
#include "bridge/ImportValues.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/DataLayout.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/GlobalVariable.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/raw_ostream.h>

namespace theseus::bridge {

namespace {

// Initializers with more scalars than this are unsupported (each becomes stores in the encoding).
constexpr size_t kMaxInitializerPieces = 512;
// A zero initializer is written in pieces of at most this many bytes.
constexpr uint64_t kZeroPieceBytes = 64;

// The name Alive2 and the LLVM printer give `gv`, without '@': its own, or its slot number.
std::string globalName(const llvm::GlobalVariable& gv) {
  if (gv.hasName()) return gv.getName().str();
  unsigned slot = 0;
  for (const llvm::GlobalVariable& other : gv.getParent()->globals()) {
    if (&other == &gv) break;
    slot += !other.hasName();
  }
  return std::to_string(slot);
}

} // namespace

ir::Global* FunctionImporter::globalOf(const llvm::GlobalVariable& gv, const llvm::Instruction& user) {
  auto found = values_.find(&gv);
  if (found != values_.end()) return static_cast<ir::Global*>(found->second);
  const llvm::DataLayout& dl = source_.getParent()->getDataLayout();
  llvm::Type* valueType = gv.getValueType();
  if (gv.isThreadLocal() || gv.getAddressSpace() != 0 || !valueType->isSized())
    throwUnsupported(&user, "global variable @" + globalName(gv) + " (thread-local, another address space or unsized)");
  llvm::TypeSize size = dl.getTypeAllocSize(valueType);
  if (size.isScalable() || size.getFixedValue() == 0 || size.getFixedValue() >= (uint64_t(1) << 40))
    throwUnsupported(&user, "global variable @" + globalName(gv) + " of size " + std::to_string(size.getKnownMinValue()));
  auto made = std::make_unique<ir::Global>(globalName(gv), size.getFixedValue(), gv.getPointerAlignment(dl).value(), gv.isConstant());
  ir::Global* g = out_->addGlobal(std::move(made));
  values_[&gv] = g;
  if (gv.isConstant() && gv.hasDefinitiveInitializer()) {
    g->initialized = true;
    appendInitializer(*gv.getInitializer(), 0, *g, user);
  }
  return g;
}

void FunctionImporter::appendInitializer(const llvm::Constant& c, uint64_t offset, ir::Global& g, const llvm::Instruction& user) {
  const llvm::DataLayout& dl = source_.getParent()->getDataLayout();
  llvm::Type* type = c.getType();
  auto unsupported = [&] { throwUnsupported(&user, "initializer of @" + g.name() + ": " + llvmText(c)); };
  if (g.initializer.size() >= kMaxInitializerPieces || (llvm::isa<llvm::UndefValue>(c) && !llvm::isa<llvm::PoisonValue>(c))) unsupported();
  uint64_t bytes = dl.getTypeAllocSize(type).getFixedValue();
  if (c.isNullValue() && !type->isPointerTy()) {
    for (uint64_t at = 0; at < bytes; at += kZeroPieceBytes) {
      ir::Type piece = ir::Type::intTy(unsigned(8 * std::min(kZeroPieceBytes, bytes - at)));
      g.initializer.push_back({offset + at, piece, {ir::ConstLane::value(ir::Bits(piece.bits(), 0))}});
    }
    return;
  }
  if (type->isIntegerTy() || type->isFloatingPointTy() || type->isVectorTy() || llvm::isa<llvm::ConstantPointerNull>(c) ||
      (type->isPointerTy() && llvm::isa<llvm::PoisonValue>(c))) {
    ir::Type irType = typeOf(type, &user);
    g.initializer.push_back({offset, irType, importConstantLanes(&c, &user, true)});
    return;
  }
  if (type->isPointerTy()) {
    llvm::APInt delta(64, 0);
    const llvm::Value* base = c.stripAndAccumulateConstantOffsets(dl, delta, true);
    auto* pointee = llvm::dyn_cast<llvm::GlobalVariable>(base);
    if (!pointee || delta.getSignificantBits() > 63) unsupported();
    ir::Global* target = globalOf(*pointee, user);
    if (delta.isNegative() || delta.getZExtValue() > target->size) unsupported();
    g.initializer.push_back({offset, ir::Type::ptrTy(), {}, target, delta.getSExtValue()});
    return;
  }
  if (llvm::isa<llvm::PoisonValue>(c)) {
    for (uint64_t at = 0; at < bytes; ++at) g.initializer.push_back({offset + at, ir::Type::intTy(8), {ir::ConstLane::poison(8)}});
    return;
  }
  if (auto* st = llvm::dyn_cast<llvm::StructType>(type)) {
    const llvm::StructLayout* layout = dl.getStructLayout(st);
    for (unsigned i = 0; i < st->getNumElements(); ++i)
      appendInitializer(*c.getAggregateElement(i), offset + layout->getElementOffset(i), g, user);
    return;
  }
  auto* array = llvm::dyn_cast<llvm::ArrayType>(type);
  if (!array) unsupported();
  uint64_t stride = dl.getTypeAllocSize(array->getElementType()).getFixedValue();
  for (uint64_t i = 0; i < array->getNumElements(); ++i) {
    const llvm::Constant* element = c.getAggregateElement(unsigned(i));
    if (!element) unsupported();
    appendInitializer(*element, offset + i * stride, g, user);
  }
}

} // namespace theseus::bridge
