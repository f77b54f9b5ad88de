#include "cost/MemoryPricing.h"

#include <map>

namespace theseus::cost {

namespace {

constexpr double kLoadMicroOps = 1, kLoadThroughput = 0.5, kLoadLatency = 5;

bool isAddressOnly(ir::Opcode op) { return op == ir::Opcode::GetElementPtr || op == ir::Opcode::Alloca || op == ir::Opcode::Store; }

// `f` with its loads as extra arguments and its address computations and stores left out, or
// null; `loads` counts the loads.
std::unique_ptr<ir::Function> registerForm(const ir::Function& f, unsigned& loads) {
  if (f.blocks().size() != 1) return nullptr;
  auto out = std::make_unique<ir::Function>(f.name(), f.returnType());
  out->returnAttrs = f.returnAttrs;
  std::map<const ir::Value*, ir::Value*> map;
  for (auto& a : f.arguments())
    if (!a->type().isPtr()) map[a.get()] = out->addArgument(a->type(), a->name());
  ir::Block* entry = out->addBlock("entry");
  for (auto& inst : f.entry()->instructions()) {
    if (inst->opcode() == ir::Opcode::Load) {
      map[inst.get()] = out->addArgument(inst->type(), "load" + std::to_string(loads++));
      continue;
    }
    if (isAddressOnly(inst->opcode())) continue;
    auto copy = inst->cloneWithoutOperands();
    for (const ir::Value* op : inst->operands()) {
      if (op->valueKind() == ir::Value::Kind::Constant) {
        auto* c = static_cast<const ir::Constant*>(op);
        copy->addOperand(out->constant(c->type(), c->lanes()));
        continue;
      }
      auto it = map.find(op);
      if (it == map.end()) return nullptr;
      copy->addOperand(it->second);
    }
    map[inst.get()] = entry->append(std::move(copy));
  }
  return out;
}

} // namespace

bool hasMemoryOperations(const ir::Function& f) {
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (ir::isMemoryOp(inst->opcode())) return true;
  return false;
}

CostResult priceWithMemory(CostModel& model, const ir::Function& f) {
  unsigned loads = 0;
  std::unique_ptr<ir::Function> form = registerForm(f, loads);
  if (!form) return {std::nullopt, "a function with memory whose pointers are not only addresses (or with more than one block)"};
  CostResult priced = model.cost(*form);
  if (!priced.cost) return priced;
  Cost& c = *priced.cost;
  double figures[] = {kLoadMicroOps, kLoadThroughput, kLoadLatency};
  for (size_t i = 0; i < c.key.size() && i < 3; ++i) c.key[i] += loads * figures[i];
  c.primary += loads * kLoadMicroOps;
  c.detail.emplace_back("loads", loads);
  return priced;
}

} // namespace theseus::cost
