#include "cost/MemoryPricing.h"

#include <map>

namespace theseus::cost {

namespace {

constexpr double kLoadMicroOps = 1, kLoadThroughput = 0.5, kLoadLatency = 5;

bool isAddressOnly(ir::Opcode op) { return op == ir::Opcode::GetElementPtr || op == ir::Opcode::Alloca || op == ir::Opcode::Store; }

// Whether `inst` chooses between pointers: a phi or select of type ptr.
bool isPointerChoice(const ir::Instruction& inst) {
  return inst.type().isPtr() && (inst.opcode() == ir::Opcode::Phi || inst.opcode() == ir::Opcode::Select);
}

// Builds the register form of one function (MemoryPricing.h): the same blocks and terminators,
// every load an argument of its type (numbered in block order), getelementptrs, allocas and
// stores left out, and each pointer a pointer choice reads that the form has no value for (a
// pointer argument, a getelementptr, an alloca, a constant) an argument of type ptr.
class RegisterFormBuilder {
public:
  explicit RegisterFormBuilder(const ir::Function& f) : f_(f) {}

  // The register form, or null when a value the form left out is read other than by a pointer
  // choice; `loads` counts the loads.
  std::unique_ptr<ir::Function> build(unsigned& loads) {
    out_ = std::make_unique<ir::Function>(f_.name(), f_.returnType());
    out_->returnAttrs = f_.returnAttrs;
    for (auto& a : f_.arguments())
      if (!a->type().isPtr()) map_[a.get()] = out_->addArgument(a->type(), a->name());
    addBlocks();
    addInstructions(loads);
    for (auto& [original, copy] : copies_)
      if (!addOperands(*original, *copy)) return nullptr;
    return std::move(out_);
  }

private:
  // One block of the form for each of `f_`'s, in order; the first is named entry.
  void addBlocks() {
    for (auto& block : f_.blocks()) blocks_[block.get()] = out_->addBlock(blocks_.empty() ? "entry" : block->name());
  }

  // The form's instructions without their operands, in `f_`'s order; the loads become arguments.
  void addInstructions(unsigned& loads) {
    for (auto& block : f_.blocks())
      for (auto& inst : block->instructions()) {
        if (inst->opcode() == ir::Opcode::Load) {
          map_[inst.get()] = out_->addArgument(inst->type(), "load" + std::to_string(loads++));
          continue;
        }
        if (isAddressOnly(inst->opcode())) continue;
        auto copy = inst->cloneWithoutOperands();
        for (ir::Block* b : inst->blocks) copy->blocks.push_back(blocks_.at(b));
        ir::Instruction* placed = blocks_.at(block.get())->append(std::move(copy));
        map_[inst.get()] = placed;
        copies_.emplace_back(inst.get(), placed);
      }
  }

  // Gives `copy` the form's values of `original`'s operands; false when one has none.
  bool addOperands(const ir::Instruction& original, ir::Instruction& copy) {
    for (const ir::Value* op : original.operands()) {
      ir::Value* v = operandFor(op, isPointerChoice(original));
      if (!v) return false;
      copy.addOperand(v);
    }
    return true;
  }

  // The form's value for operand `op`: a constant copied, a mapped value, for a pointer choice a
  // pointer the form left out as a ptr argument (one per pointer); null otherwise.
  ir::Value* operandFor(const ir::Value* op, bool ofPointerChoice) {
    auto it = map_.find(op);
    if (it != map_.end()) return it->second;
    if (ofPointerChoice && op->type().isPtr()) return addressArgument(op);
    if (op->valueKind() != ir::Value::Kind::Constant) return nullptr;
    auto* c = static_cast<const ir::Constant*>(op);
    return out_->constant(c->type(), c->lanes());
  }

  // The ptr argument standing for `pointer`, added on first use.
  ir::Value* addressArgument(const ir::Value* pointer) {
    ir::Value*& arg = addresses_[pointer];
    if (!arg) arg = out_->addArgument(ir::Type::ptrTy(), "address" + std::to_string(addresses_.size() - 1));
    return arg;
  }

  const ir::Function& f_;
  std::unique_ptr<ir::Function> out_;
  std::map<const ir::Value*, ir::Value*> map_;
  std::map<const ir::Value*, ir::Value*> addresses_;
  std::map<const ir::Block*, ir::Block*> blocks_;
  std::vector<std::pair<const ir::Instruction*, ir::Instruction*>> copies_;
};

} // namespace

bool hasMemoryOperations(const ir::Function& f) {
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions())
      if (ir::isMemoryOp(inst->opcode())) return true;
  return false;
}

std::unique_ptr<ir::Function> registerForm(const ir::Function& f, unsigned& loads) {
  loads = 0;
  return RegisterFormBuilder(f).build(loads);
}

CostResult priceWithMemory(CostModel& model, const ir::Function& f) {
  unsigned loads = 0;
  std::unique_ptr<ir::Function> form = registerForm(f, loads);
  if (!form) return {std::nullopt, "a function with memory whose pointers are not only addresses (a pointer compared, converted or returned)"};
  CostResult priced = model.cost(*form);
  if (!priced.cost) return priced;
  Cost& c = *priced.cost;
  double figures[] = {kLoadMicroOps, kLoadThroughput, kLoadLatency};
  for (size_t i = 0; i < c.key.size() && i < 3; ++i) c.key[i] += loads * figures[i];
  c.primary += loads * kLoadMicroOps;
  c.detail.emplace_back("loads", loads);
  return priced;
}

namespace {

class MemoryPricedModel final : public CostModel {
public:
  explicit MemoryPricedModel(std::unique_ptr<CostModel> model) : model_(std::move(model)) {}
  std::string_view name() const override { return model_->name(); }
  const std::string& mcpu() const override { return model_->mcpu(); }
  CostResult cost(const ir::Function& f) override {
    return hasMemoryOperations(f) ? priceWithMemory(*model_, f) : model_->cost(f);
  }

private:
  std::unique_ptr<CostModel> model_;
};

} // namespace

std::unique_ptr<CostModel> withMemoryPricing(std::unique_ptr<CostModel> model) {
  if (!model) return nullptr;
  return std::make_unique<MemoryPricedModel>(std::move(model));
}

} // namespace theseus::cost
