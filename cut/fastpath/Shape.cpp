#include "cut/fastpath/Shape.h"

#include "cut/extract/CutBuilder.h"
#include "ir/Hash.h"

#include <llvm/AsmParser/Parser.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/DerivedTypes.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/LLVMContext.h>
#include <llvm/IR/Module.h>
#include <llvm/Support/SourceMgr.h>

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallVector.h>

namespace theseus::cut {

namespace {

// Folds `value` into the 64-bit hash `h` (FNV-1a over its bytes, then a multiply-xorshift).
uint64_t mix(uint64_t h, uint64_t value) {
  for (int i = 0; i < 8; ++i) h = ir::fnv1aExtendByte(h, (value >> (8 * i)) & 0xff);
  return h ^ (h >> 29);
}

uint64_t mixText(uint64_t h, llvm::StringRef text) {
  h = mix(h, text.size());
  return ir::fnv1aExtend(h, std::string_view(text.data(), text.size()));
}

// A value of the cut -> its index (a kept instruction's in CutShape::instructions, an input's).
using IndexMap = llvm::SmallDenseMap<const llvm::Value*, unsigned, 16>;

constexpr uint64_t kSeed = ir::kFnvOffsetBasis;

bool isPlainConstant(const llvm::Value* v) {
  return llvm::isa<llvm::Constant>(v) && !llvm::isa<llvm::GlobalValue>(v) && !llvm::isa<llvm::ConstantExpr>(v);
}

const llvm::Value* calleeOf(const llvm::Instruction& inst) {
  auto* call = llvm::dyn_cast<llvm::CallInst>(&inst);
  return call ? call->getCalledOperand() : nullptr;
}

// The operand of buildCut's valueOf for `v` in a walk: forwarded loads followed, then a kept
// instruction already emitted (`emitted`), an input, or a plain constant; nullopt where valueOf
// would fail.
std::optional<ShapeOperand> resolveInWalk(const llvm::Value* v, const Harvest& harvest, const IndexMap& emitted,
                                          const IndexMap& inputs) {
  for (auto it = harvest.forwarded.find(v); it != harvest.forwarded.end(); it = harvest.forwarded.find(v)) v = it->second;
  if (auto it = emitted.find(v); it != emitted.end()) return ShapeOperand{ShapeOperand::Kind::Kept, it->second, nullptr};
  if (auto it = inputs.find(v); it != inputs.end()) return ShapeOperand{ShapeOperand::Kind::Input, it->second, nullptr};
  if (isPlainConstant(v)) return ShapeOperand{ShapeOperand::Kind::Constant, 0, v};
  return std::nullopt;
}

// The operand `v` of a function read as a cut.
std::optional<ShapeOperand> resolveInFunction(const llvm::Value* v, const llvm::Function& f,
                                              const IndexMap& emitted) {
  if (auto* arg = llvm::dyn_cast<llvm::Argument>(v); arg && arg->getParent() == &f) return ShapeOperand{ShapeOperand::Kind::Input, arg->getArgNo(), nullptr};
  if (auto it = emitted.find(v); it != emitted.end()) return ShapeOperand{ShapeOperand::Kind::Kept, it->second, nullptr};
  if (isPlainConstant(v)) return ShapeOperand{ShapeOperand::Kind::Constant, 0, v};
  return std::nullopt;
}

// Appends `inst` and its operands (resolved by `resolve`) to `shape`; false when one does not resolve.
template <typename Resolve>
bool appendInstruction(const llvm::Instruction& inst, CutShape& shape, IndexMap& emitted, Resolve resolve) {
  const llvm::Value* callee = calleeOf(inst);
  for (const llvm::Value* operand : inst.operands()) {
    if (operand == callee) {
      if (!llvm::isa<llvm::Function>(operand)) return false;
      shape.operands.push_back(ShapeOperand{ShapeOperand::Kind::Callee, 0, operand});
      continue;
    }
    std::optional<ShapeOperand> resolved = resolve(operand);
    if (!resolved) return false;
    shape.operands.push_back(*resolved);
  }
  emitted[&inst] = unsigned(shape.instructions.size());
  shape.instructions.push_back(&inst);
  return true;
}

// Folds `value` into the in-run bucket hash `h` (one multiply; buckets need not be stable).
uint64_t mixFast(uint64_t h, uint64_t value) {
  h = (h ^ value) * 0x9e3779b97f4a7c15ull;
  return h ^ (h >> 31);
}

// The hash for bucketing: equal for shapes sameShape holds for (not stable across runs).
uint64_t bucketOf(const CutShape& shape) {
  uint64_t h = mixFast(mixFast(kSeed, shape.instructions.size()), shape.root);
  for (llvm::Type* type : shape.inputTypes) h = mixFast(h, reinterpret_cast<uintptr_t>(type));
  for (const llvm::Instruction* inst : shape.instructions)
    h = mixFast(mixFast(mixFast(h, inst->getOpcode()), reinterpret_cast<uintptr_t>(inst->getType())), inst->getRawSubclassOptionalData());
  for (const ShapeOperand& op : shape.operands) {
    h = mixFast(h, uint64_t(op.kind) << 32 | op.index);
    if (op.kind == ShapeOperand::Kind::Constant) h = mixFast(h, reinterpret_cast<uintptr_t>(op.value));
    if (op.kind == ShapeOperand::Kind::Callee) h = mixText(h, op.value->getName());
  }
  return h;
}

// Whether buildCut declares the two callees alike: by name and type, and for a non-intrinsic by
// attributes too (an intrinsic's declaration gets the intrinsic's own attributes).
bool sameCallee(const llvm::Function& a, const llvm::Function& b) {
  if (a.getName() != b.getName() || a.getFunctionType() != b.getFunctionType()) return false;
  return a.isIntrinsic() || a.getAttributes() == b.getAttributes();
}

bool sameOperand(const ShapeOperand& a, const ShapeOperand& b) {
  if (a.kind != b.kind) return false;
  switch (a.kind) {
  case ShapeOperand::Kind::Kept:
  case ShapeOperand::Kind::Input: return a.index == b.index;
  case ShapeOperand::Kind::Constant: return a.value == b.value;
  case ShapeOperand::Kind::Callee: return sameCallee(*llvm::cast<llvm::Function>(a.value), *llvm::cast<llvm::Function>(b.value));
  }
  return false;
}

bool sameInstruction(const llvm::Instruction& a, const llvm::Instruction& b) {
  return a.isSameOperationAs(&b) && a.getRawSubclassOptionalData() == b.getRawSubclassOptionalData() &&
         a.getMetadata(llvm::LLVMContext::MD_range) == b.getMetadata(llvm::LLVMContext::MD_range) &&
         a.getMetadata(llvm::LLVMContext::MD_noundef) == b.getMetadata(llvm::LLVMContext::MD_noundef);
}

uint64_t typeHash(const llvm::Type* type) {
  if (auto* integer = llvm::dyn_cast<llvm::IntegerType>(type)) return mix(mix(kSeed, 1), integer->getBitWidth());
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(type)) return mix(mix(mix(kSeed, 2), vector->getNumElements()), typeHash(vector->getElementType()));
  if (auto* s = llvm::dyn_cast<llvm::StructType>(type)) {
    uint64_t h = mix(mix(kSeed, 3), s->getNumElements());
    for (const llvm::Type* field : s->elements()) h = mix(h, typeHash(field));
    return h;
  }
  return mix(mix(kSeed, 4), type->getTypeID());
}

// The hash of an integer constant whose type hashes to `typeHashed` (typeHash) and whose value's
// words are `words`, as constantHash gives it for a ConstantInt.
uint64_t integerHash(uint64_t typeHashed, llvm::ArrayRef<uint64_t> words) {
  uint64_t h = mix(mix(kSeed, 5), typeHashed);
  for (uint64_t word : words) h = mix(h, word);
  return h;
}

// The words of a ConstantInt's value.
llvm::ArrayRef<uint64_t> wordsOf(const llvm::ConstantInt& integer) {
  const llvm::APInt& value = integer.getValue();
  return llvm::ArrayRef<uint64_t>(value.getRawData(), value.getNumWords());
}

// typeHash with the last type asked remembered (a cut's values mostly share a type or two).
class TypeHashes {
public:
  uint64_t of(const llvm::Type* type) {
    if (type != last_) {
      last_ = type;
      lastHash_ = typeHash(type);
    }
    return lastHash_;
  }

private:
  const llvm::Type* last_ = nullptr;
  uint64_t lastHash_ = 0;
};

uint64_t constantHash(const llvm::Constant* c);

// constantHash of a vector constant of `vector` type with hash prefix `h`: each element's hash in
// order. A constant data vector's integer elements are read in place (constantHash of the
// ConstantInt getAggregateElement would make); a run of one element is hashed once.
uint64_t vectorHash(uint64_t h, const llvm::Constant* c, const llvm::FixedVectorType* vector) {
  auto* data = llvm::dyn_cast<llvm::ConstantDataVector>(c);
  if (data && data->getElementType()->isIntegerTy()) {
    uint64_t elementTypeHash = typeHash(data->getElementType());
    for (unsigned i = 0; i < vector->getNumElements(); ++i) h = mix(h, integerHash(elementTypeHash, data->getElementAsInteger(i)));
    return h;
  }
  const llvm::Constant* previous = nullptr;
  uint64_t previousHash = 0;
  for (unsigned i = 0; i < vector->getNumElements(); ++i) {
    const llvm::Constant* element = c->getAggregateElement(i);
    if (!element) element = c->getSplatValue();
    if (element && element != previous) previousHash = constantHash(element);
    previous = element;
    h = mix(h, element ? previousHash : 0);
  }
  return h;
}

// A constant's value: integers by width and bits, vectors element by element, undef and poison
// by kind; any other constant by its type alone.
uint64_t constantHash(const llvm::Constant* c) {
  if (auto* integer = llvm::dyn_cast<llvm::ConstantInt>(c); integer && integer->getType()->isIntegerTy())
    return integerHash(typeHash(c->getType()), wordsOf(*integer));
  uint64_t h = mix(mix(kSeed, 5), typeHash(c->getType()));
  if (llvm::isa<llvm::PoisonValue>(c)) return mix(h, 'p');
  if (llvm::isa<llvm::UndefValue>(c)) return mix(h, 'u');
  if (auto* vector = llvm::dyn_cast<llvm::FixedVectorType>(c->getType())) return vectorHash(h, c, vector);
  if (auto* integer = llvm::dyn_cast<llvm::ConstantInt>(c)) {
    const llvm::APInt& value = integer->getValue();
    for (unsigned i = 0; i < value.getNumWords(); ++i) h = mix(h, value.getRawData()[i]);
    return h;
  }
  return mix(h, 'o');
}

// The icmp predicate, shuffle mask, extractvalue indices or callee name of `inst`.
uint64_t detailHash(const llvm::Instruction& inst) {
  uint64_t h = kSeed;
  if (auto* cmp = llvm::dyn_cast<llvm::CmpInst>(&inst)) h = mix(h, cmp->getPredicate());
  if (auto* shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(&inst))
    for (int element : shuffle->getShuffleMask()) h = mix(h, uint64_t(int64_t(element)));
  if (auto* extract = llvm::dyn_cast<llvm::ExtractValueInst>(&inst))
    for (unsigned index : extract->indices()) h = mix(h, index);
  if (auto* call = llvm::dyn_cast<llvm::CallInst>(&inst); call && call->getCalledFunction()) h = mixText(h, call->getCalledFunction()->getName());
  return h;
}

} // namespace

std::optional<CutShape> shapeOf(const CutWalk& walk) {
  if (walk.harvest.needsControlFlow) return std::nullopt;
  CutShape shape;
  shape.module = walk.root->getModule();
  IndexMap emitted, inputs;
  shape.inputTypes.reserve(walk.harvest.inputs.size());
  shape.instructions.reserve(walk.harvest.kept.size());
  shape.operands.reserve(2 * walk.harvest.kept.size());
  for (unsigned i = 0; i < walk.harvest.inputs.size(); ++i) {
    inputs[walk.harvest.inputs[i]] = i;
    shape.inputTypes.push_back(walk.harvest.inputs[i]->getType());
  }
  auto resolve = [&](const llvm::Value* v) { return resolveInWalk(v, walk.harvest, emitted, inputs); };
  for (const llvm::Instruction* inst : straightLineOrder(walk.region, walk.harvest))
    if (!appendInstruction(*inst, shape, emitted, resolve)) return std::nullopt;
  auto root = emitted.find(walk.root);
  if (root == emitted.end()) return std::nullopt;
  shape.root = root->second;
  shape.bucket = bucketOf(shape);
  return shape;
}

std::optional<CutShape> shapeOfFunction(const llvm::Function& f) {
  if (f.size() != 1) return std::nullopt;
  const llvm::BasicBlock& block = f.front();
  auto* ret = llvm::dyn_cast<llvm::ReturnInst>(block.getTerminator());
  if (!ret || !ret->getReturnValue()) return std::nullopt;
  CutShape shape;
  shape.module = f.getParent();
  for (const llvm::Argument& arg : f.args()) shape.inputTypes.push_back(arg.getType());
  IndexMap emitted;
  auto resolve = [&](const llvm::Value* v) { return resolveInFunction(v, f, emitted); };
  for (const llvm::Instruction& inst : block)
    if (&inst != ret && !appendInstruction(inst, shape, emitted, resolve)) return std::nullopt;
  auto root = emitted.find(ret->getReturnValue());
  if (root == emitted.end()) return std::nullopt;
  shape.root = root->second;
  shape.bucket = bucketOf(shape);
  return shape;
}

bool sameShape(const CutShape& a, const CutShape& b) {
  if (a.bucket != b.bucket || a.root != b.root || a.instructions.size() != b.instructions.size() || a.operands.size() != b.operands.size() ||
      a.inputTypes != b.inputTypes)
    return false;
  if (a.module != b.module &&
      (a.module->getDataLayout() != b.module->getDataLayout() || a.module->getTargetTriple() != b.module->getTargetTriple()))
    return false;
  for (size_t i = 0; i < a.instructions.size(); ++i)
    if (!sameInstruction(*a.instructions[i], *b.instructions[i])) return false;
  for (size_t i = 0; i < a.operands.size(); ++i)
    if (!sameOperand(a.operands[i], b.operands[i])) return false;
  return true;
}

uint64_t stableShapeHash(const CutShape& shape) {
  TypeHashes types;
  llvm::SmallVector<uint64_t, 8> inputs;
  for (const llvm::Type* type : shape.inputTypes) inputs.push_back(mix(mix(kSeed, 6), types.of(type)));
  llvm::SmallVector<uint64_t, 16> hashes;
  hashes.reserve(shape.instructions.size());
  size_t next = 0;
  for (const llvm::Instruction* inst : shape.instructions) {
    uint64_t h = mix(mix(mix(mix(kSeed, inst->getOpcode()), types.of(inst->getType())), inst->getRawSubclassOptionalData()), detailHash(*inst));
    for (unsigned i = 0; i < inst->getNumOperands(); ++i) {
      const ShapeOperand& op = shape.operands[next++];
      auto* integer = op.kind == ShapeOperand::Kind::Constant ? llvm::dyn_cast<llvm::ConstantInt>(op.value) : nullptr;
      switch (op.kind) {
      case ShapeOperand::Kind::Kept: h = mix(h, hashes[op.index]); break;
      case ShapeOperand::Kind::Input: h = mix(h, inputs[op.index]); break;
      case ShapeOperand::Kind::Constant:
        h = mix(h, integer && integer->getType()->isIntegerTy() ? integerHash(types.of(integer->getType()), wordsOf(*integer))
                                                               : constantHash(llvm::cast<llvm::Constant>(op.value)));
        break;
      case ShapeOperand::Kind::Callee: break;
      }
    }
    hashes.push_back(h);
  }
  return hashes[shape.root];
}

std::optional<uint64_t> stableShapeHashOfCutText(const std::string& text, llvm::LLVMContext& context) {
  llvm::SMDiagnostic diag;
  std::unique_ptr<llvm::Module> m = llvm::parseAssemblyString(text, diag, context);
  const llvm::Function* f = m ? m->getFunction("f") : nullptr;
  if (!f) return std::nullopt;
  std::optional<CutShape> shape = shapeOfFunction(*f);
  if (!shape) return std::nullopt;
  return stableShapeHash(*shape);
}

} // namespace theseus::cut
