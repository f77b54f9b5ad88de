#include "cost/isel/IselControlFlow.h"

#include "cost/Branches.h"
#include "cost/isel/IselWeights.h"

#include <algorithm>

namespace theseus::cost {

namespace {

const Pattern& jumpPattern() {
  static const Pattern jump{"jcc", "(br $c)", ResultKind::Reg, TypeClass::Any, "JCC_1", 0, "a conditional branch on the flags its compare set", ""};
  return jump;
}

const Pattern& caseComparePattern() {
  static const Pattern compare{"switch.case", "(switch $c)", ResultKind::Flags, TypeClass::Any, "CMP32ri", 0,
                               "a switch case: compare the condition with the case value", ""};
  return compare;
}

const Pattern& phiCopyPattern() {
  static const Pattern copy{"phi.copy", "$a", ResultKind::Reg, TypeClass::Any, "MOV64rr", 0,
                            "a phi: the value of one incoming edge copied into the phi's register", ""};
  return copy;
}

// Appends one `opcode` instruction for `at` (reading `input`, may be null) when the CPU has it.
void append(std::vector<SelectedInstr>& out, SchedWeights& weights, const char* opcode, const Pattern& pattern, const ir::Instruction& at,
            const ir::Value* input) {
  const InstrWeight* w = weights.weight(opcode, AddressForm::None);
  if (!w) return;
  SelectedInstr s;
  s.weight = w;
  s.pattern = &pattern;
  s.result = &at;
  if (input) s.inputs[s.inputCount++] = input;
  out.push_back(s);
}

// The number of distinct values among `phi`'s incoming operands.
size_t distinctIncoming(const ir::Instruction& phi) {
  std::vector<const ir::Value*> seen;
  for (const ir::Value* v : phi.operands())
    if (std::find(seen.begin(), seen.end(), v) == seen.end()) seen.push_back(v);
  return seen.size();
}

} // namespace

std::vector<SelectedInstr> controlFlowInstructions(const ir::Function& f, SchedWeights& weights) {
  std::vector<SelectedInstr> out;
  if (f.blocks().size() < 2) return out;
  for (const auto& block : f.blocks())
    for (const auto& inst : block->instructions()) {
      if (inst->opcode() == ir::Opcode::Br && decisionsOf(*inst)) append(out, weights, "JCC_1", jumpPattern(), *inst, inst->operand(0));
      if (inst->opcode() == ir::Opcode::Switch) {
        const char* compare = inst->operand(0)->type().bits() > 32 ? "CMP64ri32" : "CMP32ri";
        for (unsigned c = 0; c < decisionsOf(*inst); ++c) {
          append(out, weights, compare, caseComparePattern(), *inst, inst->operand(0));
          append(out, weights, "JCC_1", jumpPattern(), *inst, nullptr);
        }
      }
      if (inst->opcode() == ir::Opcode::Phi)
        for (size_t k = 1; k < distinctIncoming(*inst); ++k) append(out, weights, "MOV64rr", phiCopyPattern(), *inst, nullptr);
    }
  return out;
}

} // namespace theseus::cost
