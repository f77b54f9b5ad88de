#include "ir/Function.h"

#include <algorithm>
#include <unordered_map>

namespace theseus::ir {

bool Constant::hasUndef() const {
  return std::any_of(lanes_.begin(), lanes_.end(), [](const ConstLane& l) { return l.kind == ConstLane::Kind::Undef; });
}

bool Constant::hasPoison() const {
  return std::any_of(lanes_.begin(), lanes_.end(), [](const ConstLane& l) { return l.kind == ConstLane::Kind::Poison; });
}

std::optional<Bits> Constant::scalarValue() const {
  if (lanes_.size() != 1 || lanes_[0].kind != ConstLane::Kind::Value) return std::nullopt;
  return lanes_[0].bits;
}

Instruction* Block::append(std::unique_ptr<Instruction> inst) {
  inst->parent_ = this;
  insts_.push_back(std::move(inst));
  return insts_.back().get();
}

Instruction* Block::terminator() const {
  if (insts_.empty() || !isTerminator(insts_.back()->opcode())) return nullptr;
  return insts_.back().get();
}

std::vector<Block*> Block::successors() const {
  Instruction* t = terminator();
  if (!t || t->opcode() == Opcode::Ret || t->opcode() == Opcode::Unreachable) return {};
  return t->blocks;
}

std::unique_ptr<Instruction> Instruction::cloneWithoutOperands() const {
  auto copy = std::make_unique<Instruction>(op_, type(), name());
  copy->flags = flags;
  copy->fastMath = fastMath;
  copy->predicate = predicate;
  copy->fcmpPredicate = fcmpPredicate;
  copy->intrinsic = intrinsic;
  copy->x86Row = x86Row;
  copy->constrained = constrained;
  copy->mask = mask;
  copy->indices = indices;
  copy->returnAttrs = returnAttrs;
  copy->align = align;
  copy->sourceAlign = sourceAlign;
  copy->operandAttrs = operandAttrs;
  copy->allocBytes = allocBytes;
  copy->fieldOffsets = fieldOffsets;
  copy->gepScales = gepScales;
  copy->gepOffset = gepOffset;
  copy->loc = loc;
  return copy;
}

Argument* Function::addArgument(Type type, std::string name) {
  args_.push_back(std::make_unique<Argument>(std::move(type), std::move(name), unsigned(args_.size())));
  return args_.back().get();
}

Constant* Function::constant(const Type& type, std::vector<ConstLane> lanes) {
  for (auto& c : constants_)
    if (c->type() == type && c->lanes() == lanes) return c.get();
  constants_.push_back(std::make_unique<Constant>(type, std::move(lanes)));
  return constants_.back().get();
}

Constant* Function::constantInt(const Type& type, uint64_t value) {
  std::vector<ConstLane> lanes;
  for (unsigned w : type.flatLaneWidths()) lanes.push_back(ConstLane::value(Bits(w, value)));
  return constant(type, std::move(lanes));
}

Constant* Function::poison(const Type& type) {
  std::vector<ConstLane> lanes;
  for (unsigned w : type.flatLaneWidths()) lanes.push_back(ConstLane::poison(w));
  return constant(type, std::move(lanes));
}

Constant* Function::undef(const Type& type) {
  std::vector<ConstLane> lanes;
  for (unsigned w : type.flatLaneWidths()) lanes.push_back(ConstLane::undef(w));
  return constant(type, std::move(lanes));
}

Global* Function::global(const std::string& name) const {
  for (auto& g : globals_)
    if (g->name() == name) return g.get();
  return nullptr;
}

Global* Function::addGlobal(std::unique_ptr<Global> g) {
  globals_.push_back(std::move(g));
  return globals_.back().get();
}

Block* Function::addBlock(std::string name) {
  blocks_.push_back(std::make_unique<Block>(std::move(name)));
  return blocks_.back().get();
}

std::unique_ptr<Function> Function::emptyWithAttributes(std::string name) const {
  auto out = std::make_unique<Function>(std::move(name), returnType_);
  out->returnAttrs = returnAttrs;
  out->noreturn = noreturn;
  out->mayReadArgMemory = mayReadArgMemory;
  out->mayWriteArgMemory = mayWriteArgMemory;
  out->mayReadOtherMemory = mayReadOtherMemory;
  out->mayWriteOtherMemory = mayWriteOtherMemory;
  out->nullPointerIsValid = nullPointerIsValid;
  out->denormal = denormal;
  out->denormalF32 = denormalF32;
  out->loc = loc;
  return out;
}

std::unique_ptr<Function> Function::clone(std::string name) const {
  auto out = emptyWithAttributes(std::move(name));
  std::unordered_map<const Value*, Value*> values;
  std::unordered_map<const Block*, Block*> blockMap;
  for (auto& a : args_) {
    Argument* na = out->addArgument(a->type(), a->name());
    na->attrs = a->attrs;
    na->availableAtRoot = a->availableAtRoot;
    values[a.get()] = na;
  }
  for (auto& c : constants_) values[c.get()] = out->constant(c->type(), c->lanes());
  for (auto& g : globals_) values[g.get()] = out->addGlobal(std::make_unique<Global>(*g));
  for (auto& g : out->globals_)
    for (auto& piece : g->initializer)
      if (piece.pointee) piece.pointee = static_cast<const Global*>(values.at(piece.pointee));
  for (auto& b : blocks_) blockMap[b.get()] = out->addBlock(b->name());
  for (auto& b : blocks_)
    for (auto& inst : b->instructions()) {
      auto copy = inst->cloneWithoutOperands();
      for (Block* succ : inst->blocks) copy->blocks.push_back(blockMap.at(succ));
      for (Value* op : inst->operands()) copy->addOperand(const_cast<Value*>(op));
      values[inst.get()] = blockMap.at(b.get())->append(std::move(copy));
    }
  for (auto& b : out->blocks())
    for (auto& inst : b->instructions())
      for (unsigned i = 0; i < inst->numOperands(); ++i) inst->setOperand(i, values.at(inst->operand(i)));
  return out;
}

Function* Module::addFunction(std::unique_ptr<Function> f) {
  functions_.push_back(std::move(f));
  return functions_.back().get();
}

Function* Module::find(const std::string& name) const {
  for (auto& f : functions_)
    if (f->name() == name) return f.get();
  return nullptr;
}

} // namespace theseus::ir
