#include "synth/window/Splice.h"

#include <set>
#include <unordered_map>

namespace theseus::synth::window {

namespace {

using ValueMap = std::unordered_map<const ir::Value*, ir::Value*>;

// A new function with `f`'s signature and attributes, its arguments mapped in `values`, and an
// entry block.
std::unique_ptr<ir::Function> emptyCopy(const ir::Function& f, const std::string& name, ValueMap& values) {
  auto out = f.emptyWithAttributes(name);
  for (const auto& a : f.arguments()) {
    ir::Argument* na = out->addArgument(a->type(), a->name());
    na->attrs = a->attrs;
    values[a.get()] = na;
  }
  out->addBlock("entry");
  return out;
}

// `v` (a value of the source function) inside `to`: mapped, or for a constant, `to`'s own.
ir::Value* mapped(const ir::Value* v, ir::Function& to, const ValueMap& values) {
  if (v->valueKind() == ir::Value::Kind::Constant) {
    auto* c = static_cast<const ir::Constant*>(v);
    return to.constant(c->type(), c->lanes());
  }
  return values.at(v);
}

// Appends a copy of `inst` to `to`'s entry block with its operands mapped, and maps it.
ir::Instruction* copyInto(const ir::Instruction& inst, ir::Function& to, ValueMap& values) {
  std::unique_ptr<ir::Instruction> copy = inst.cloneWithoutOperands();
  for (const ir::Value* v : inst.operands()) copy->addOperand(mapped(v, to, values));
  ir::Instruction* added = to.entry()->append(std::move(copy));
  values[&inst] = added;
  return added;
}

// A name for a new instruction that no value of `f` has.
std::string freshName(const ir::Function& f, unsigned& counter) {
  std::set<std::string> taken;
  for (const auto& a : f.arguments()) taken.insert(a->name());
  for (const auto& inst : f.entry()->instructions()) taken.insert(inst->name());
  std::string name;
  do name = "w" + std::to_string(++counter);
  while (taken.count(name));
  return name;
}

// The pool's values inside `to` (constants created there).
std::vector<ir::Value*> mappedPool(const std::vector<PoolEntry>& pool, const ir::Type& type, ir::Function& to, const ValueMap& values) {
  std::vector<ir::Value*> out;
  for (const PoolEntry& e : pool) out.push_back(e.isConstant() ? to.constantInt(type, *e.constant) : mapped(e.value, to, values));
  return out;
}

} // namespace

Spliced splice(const ir::Function& f, const Window& w, const std::vector<ir::Opcode>& ops, const std::vector<PoolEntry>& pool) {
  Spliced out;
  ValueMap values;
  out.function = emptyCopy(f, f.name(), values);
  ir::Function& to = *out.function;
  const ir::Type& type = w.root->type();
  unsigned counter = 0;
  for (const auto& inst : f.entry()->instructions()) {
    if (inst.get() == w.root) {
      out.pool = mappedPool(pool, type, to, values);
      for (ir::Opcode op : ops) {
        auto step = std::make_unique<ir::Instruction>(op, type, freshName(f, counter));
        step->addOperand(out.pool.front());
        step->addOperand(out.pool.front());
        out.steps.push_back(to.entry()->append(std::move(step)));
      }
      if (!out.steps.empty()) values[inst.get()] = out.steps.back();
      else if (!out.pool.empty()) values[inst.get()] = out.pool.front();
      continue;
    }
    if (w.contains(inst.get())) continue;
    ir::Instruction* copy = copyInto(*inst, to, values);
    for (unsigned i = 0; i < inst->numOperands(); ++i)
      if (inst->operand(i) == w.root) out.rootUses.push_back({copy, i});
  }
  return out;
}

void setProgram(Spliced& s, const std::vector<Step>& program, unsigned value) {
  auto operand = [&](unsigned index) -> ir::Value* { return index < s.pool.size() ? s.pool[index] : s.steps[index - s.pool.size()]; };
  for (size_t i = 0; i < program.size(); ++i) {
    s.steps[i]->setOperand(0, operand(program[i].lhs));
    s.steps[i]->setOperand(1, operand(program[i].rhs));
  }
  if (s.steps.empty())
    for (auto& [user, index] : s.rootUses) user->setOperand(index, s.pool[value]);
}

std::unique_ptr<ir::Function> withoutDeadCode(const ir::Function& f, const std::string& name) {
  std::set<const ir::Instruction*> live;
  const auto& insts = f.entry()->instructions();
  for (auto it = insts.rbegin(); it != insts.rend(); ++it) {
    const ir::Instruction& inst = **it;
    if (isPure(inst) && !live.count(&inst)) continue;
    live.insert(&inst);
    for (const ir::Value* v : inst.operands())
      if (v->valueKind() == ir::Value::Kind::Instruction) live.insert(static_cast<const ir::Instruction*>(v));
  }
  ValueMap values;
  auto out = emptyCopy(f, name, values);
  for (const auto& inst : insts)
    if (live.count(inst.get())) copyInto(*inst, *out, values);
  return out;
}

} // namespace theseus::synth::window
