#include "driver/RegionIdentity.h"

#include <llvm/IR/Constants.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/InstrTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/IntrinsicInst.h>

namespace theseus::driver {

namespace {

// FNV-1a over 64-bit words.
class Hasher {
public:
  void add(uint64_t word) {
    for (int i = 0; i < 8; ++i) {
      h_ ^= (word >> (8 * i)) & 0xff;
      h_ *= 0x100000001b3ull;
    }
  }
  void add(llvm::StringRef text) {
    add(text.size());
    for (unsigned char c : text) {
      h_ ^= c;
      h_ *= 0x100000001b3ull;
    }
  }
  uint64_t value() const { return h_; }

private:
  uint64_t h_ = 0xcbf29ce484222325ull;
};

bool isDebug(const llvm::Instruction& inst) { return llvm::isa<llvm::DbgInfoIntrinsic>(inst); }

void hashType(Hasher& h, const llvm::Type* type) {
  h.add(type->getTypeID());
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) h.add(integer->getBitWidth());
  if (auto* vector = llvm::dyn_cast<llvm::VectorType>(type)) {
    h.add(vector->getElementCount().getKnownMinValue());
    h.add(vector->getElementCount().isScalable());
    hashType(h, vector->getElementType());
  }
  if (auto* array = llvm::dyn_cast<llvm::ArrayType>(type)) {
    h.add(array->getNumElements());
    hashType(h, array->getElementType());
  }
  if (auto* structure = llvm::dyn_cast<llvm::StructType>(type))
    for (const llvm::Type* element : structure->elements()) hashType(h, element);
  if (auto* pointer = llvm::dyn_cast<llvm::PointerType>(type)) h.add(pointer->getAddressSpace());
}

// The places of `f`'s blocks and non-debug instructions, in layout order.
struct Places {
  llvm::DenseMap<const llvm::Value*, unsigned> blocks;
  llvm::DenseMap<const llvm::Instruction*, unsigned> instructions;
};

Places placesOf(const llvm::Function& f) {
  Places places;
  for (const llvm::BasicBlock& block : f) {
    places.blocks[&block] = places.blocks.size();
    for (const llvm::Instruction& inst : block)
      if (!isDebug(inst)) places.instructions[&inst] = places.instructions.size();
  }
  return places;
}

void hashConstant(Hasher& h, const llvm::Constant* c) {
  hashType(h, c->getType());
  h.add(c->getValueID());
  if (auto* integer = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    for (uint64_t word : llvm::ArrayRef<uint64_t>(integer->getValue().getRawData(), integer->getValue().getNumWords())) h.add(word);
  } else if (auto* real = llvm::dyn_cast<llvm::ConstantFP>(c)) {
    h.add(real->getValueAPF().bitcastToAPInt().getZExtValue());
  } else if (auto* global = llvm::dyn_cast<llvm::GlobalValue>(c)) {
    h.add(global->getName());
  } else if (auto* data = llvm::dyn_cast<llvm::ConstantDataSequential>(c)) {
    h.add(data->getRawDataValues());
  } else if (auto* expr = llvm::dyn_cast<llvm::ConstantExpr>(c)) {
    h.add(expr->getOpcode());
    for (const llvm::Use& operand : expr->operands()) hashConstant(h, llvm::cast<llvm::Constant>(operand.get()));
  } else if (llvm::isa<llvm::ConstantAggregate>(c)) {
    for (const llvm::Use& operand : c->operands()) hashConstant(h, llvm::cast<llvm::Constant>(operand.get()));
  }
}

void hashOperand(Hasher& h, const llvm::Value* v, const Places& places) {
  if (auto* inst = llvm::dyn_cast<llvm::Instruction>(v)) {
    auto it = places.instructions.find(inst);
    h.add('I');
    h.add(it == places.instructions.end() ? ~0u : it->second);
  } else if (auto* arg = llvm::dyn_cast<llvm::Argument>(v)) {
    h.add('A');
    h.add(arg->getArgNo());
  } else if (auto it = places.blocks.find(v); it != places.blocks.end()) {
    h.add('B');
    h.add(it->second);
  } else if (auto* c = llvm::dyn_cast<llvm::Constant>(v)) {
    h.add('C');
    hashConstant(h, c);
  } else {
    h.add('?');
  }
}

// What of `inst` beyond its opcode, type and operands changes its code: flags, predicates, masks,
// callees' names, accessed types.
void hashDetails(Hasher& h, const llvm::Instruction& inst) {
  h.add(inst.getRawSubclassOptionalData());
  if (auto* cmp = llvm::dyn_cast<llvm::CmpInst>(&inst)) h.add(cmp->getPredicate());
  if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&inst))
    for (int lane : shuffle->getShuffleMask()) h.add(uint64_t(int64_t(lane)));
  if (auto* gep = llvm::dyn_cast<llvm::GetElementPtrInst>(&inst)) hashType(h, gep->getSourceElementType());
  if (auto* alloca = llvm::dyn_cast<llvm::AllocaInst>(&inst)) hashType(h, alloca->getAllocatedType());
  if (auto* load = llvm::dyn_cast<llvm::LoadInst>(&inst)) h.add(load->getAlign().value());
  if (auto* store = llvm::dyn_cast<llvm::StoreInst>(&inst)) h.add(store->getAlign().value());
  if (auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(&inst))
    for (unsigned index : extract->indices()) h.add(index);
  if (auto* insert = llvm::dyn_cast<llvm::InsertValueInst>(&inst))
    for (unsigned index : insert->indices()) h.add(index);
}

} // namespace

RegionIdentity::RegionIdentity(const llvm::Function& f) {
  Places places = placesOf(f);
  Hasher h;
  h.add(f.arg_size());
  for (const llvm::BasicBlock& block : f) {
    h.add('b');
    for (const llvm::Instruction& inst : block) {
      if (isDebug(inst)) continue;
      h.add(inst.getOpcode());
      hashType(h, inst.getType());
      hashDetails(h, inst);
      h.add(inst.getNumOperands());
      for (const llvm::Use& operand : inst.operands()) hashOperand(h, operand.get(), places);
    }
  }
  function_ = h.value();
  places_ = std::move(places.instructions);
}

std::optional<uint64_t> RegionIdentity::regionOf(const llvm::Instruction& root) const {
  auto it = places_.find(&root);
  if (it == places_.end()) return std::nullopt;
  Hasher h;
  h.add(function_);
  h.add(it->second);
  return h.value();
}

} // namespace theseus::driver
