#include "cost/ir/IrWeightModel.h"

#include "cost/Branches.h"

namespace theseus::cost {

namespace {

// A weight and why it is that.
struct WeightRow {
  unsigned weight;
  const char* why;
};

constexpr WeightRow kFree{0, "no operation: a reinterpretation, a copy or control flow the rewrite keeps"};
constexpr WeightRow kPlain{1, "one IR instruction, one unit of work for every later pass"};
constexpr WeightRow kMultiply{2, "a multiplier: several cycles of latency on every target"};
constexpr WeightRow kDivide{8, "a divider: tens of cycles on every target, the reason compilers rewrite divisions by constants"};
constexpr WeightRow kReduction{2, "a reduction across lanes: a log-depth shuffle tree"};
constexpr WeightRow kDecision{1, "a conditional branch or a switch case: a decision, which a region cut's branch-free rewrite makes "
                                 "by a select (the empty blocks it leaves are SimplifyCFG's)"};

const WeightRow& rowOfIntrinsic(ir::Intrinsic intrinsic) {
  switch (intrinsic) {
  case ir::Intrinsic::Assume:
  case ir::Intrinsic::SideEffect: return kFree;
  case ir::Intrinsic::SMulO:
  case ir::Intrinsic::UMulO:
  case ir::Intrinsic::ReduceMul: return kMultiply;
  case ir::Intrinsic::ReduceAdd:
  case ir::Intrinsic::ReduceAnd:
  case ir::Intrinsic::ReduceOr:
  case ir::Intrinsic::ReduceXor:
  case ir::Intrinsic::ReduceSMax:
  case ir::Intrinsic::ReduceSMin:
  case ir::Intrinsic::ReduceUMax:
  case ir::Intrinsic::ReduceUMin: return kReduction;
  case ir::Intrinsic::Fma:
  case ir::Intrinsic::FMulAdd: return kMultiply;
  case ir::Intrinsic::Sqrt: return kDivide;
  default: return kPlain;
  }
}

const WeightRow& rowOf(const ir::Instruction& inst) {
  switch (inst.opcode()) {
  case ir::Opcode::BitCast:
  case ir::Opcode::Freeze:
  case ir::Opcode::Phi:
  case ir::Opcode::Br:
  case ir::Opcode::Switch:
  case ir::Opcode::Ret:
  case ir::Opcode::Unreachable: return kFree;
  case ir::Opcode::Mul:
  case ir::Opcode::FMul: return kMultiply;
  case ir::Opcode::FDiv:
  case ir::Opcode::FRem:
  case ir::Opcode::UDiv:
  case ir::Opcode::SDiv:
  case ir::Opcode::URem:
  case ir::Opcode::SRem: return kDivide;
  case ir::Opcode::Call: return rowOfIntrinsic(inst.intrinsic);
  default: return kPlain;
  }
}

class IrWeightModel final : public CostModel {
public:
  explicit IrWeightModel(std::string mcpu) : mcpu_(std::move(mcpu)) {}
  std::string_view name() const override { return "ir"; }
  const std::string& mcpu() const override { return mcpu_; }

  CostResult cost(const ir::Function& f) override {
    double weight = 0, instructions = 0;
    for (const auto& block : f.blocks())
      for (const auto& inst : block->instructions()) {
        unsigned w = irWeight(*inst);
        weight += w;
        instructions += w > 0;
      }
    Cost c;
    c.primary = weight;
    c.key = {weight, instructions};
    c.detail = {{"weight", weight}, {"instructions", instructions}};
    return CostResult{c, ""};
  }

private:
  std::string mcpu_;
};

} // namespace

unsigned irWeight(const ir::Instruction& inst) {
  if (unsigned decisions = decisionsOf(inst)) return kDecision.weight * decisions;
  return rowOf(inst).weight;
}

std::unique_ptr<CostModel> createIrWeightModel(const CostOptions& options) { return std::make_unique<IrWeightModel>(options.mcpu); }

} // namespace theseus::cost
