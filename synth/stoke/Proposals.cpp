#include "synth/stoke/Proposals.h"

#include "semantics/WordOps.h"

#include <utility>

namespace theseus::synth::stoke {

namespace {

ProposalKind drawKind(const StokeOptions& options, Random& random) {
  const double masses[kProposalKinds] = {options.opcodeMass, options.operandMass, options.constantMass, options.swapMass,
                                         options.instructionMass};
  double total = 0;
  for (double m : masses) total += m;
  double u = random.unit() * total;
  for (unsigned k = 0; k < kProposalKinds; ++k) {
    if (u < masses[k]) return ProposalKind(k);
    u -= masses[k];
  }
  return ProposalKind::Instruction;
}

// The opcode of a random slot becomes another of ops and no-op, uniformly.
void proposeOpcode(Program& p, const ProposalSpace& space, Random& random) {
  Slot& s = p.slots[random.below(p.slots.size())];
  std::vector<std::optional<ir::Opcode>> others;
  if (s.op) others.push_back(std::nullopt);
  for (ir::Opcode op : space.ops)
    if (s.op != op) others.push_back(op);
  if (!others.empty()) s.op = others[random.below(others.size())];
}

void proposeOperand(Program& p, const ProposalSpace& space, Random& random) {
  unsigned slot = unsigned(random.below(p.slots.size()));
  Operand& o = random.below(2) ? p.slots[slot].b : p.slots[slot].a;
  o = randomOperand(p, slot, space, random);
}

// A random immediate becomes a random constant of the space or has one random bit flipped.
void proposeConstant(Program& p, const ProposalSpace& space, Random& random) {
  std::vector<Operand*> immediates;
  for (Slot& s : p.slots)
    for (Operand* o : {&s.a, &s.b})
      if (o->immediate) immediates.push_back(o);
  if (immediates.empty()) return;
  Operand& o = *immediates[random.below(immediates.size())];
  if (random.below(2) && !space.constants.empty()) o.value = space.constants[random.below(space.constants.size())];
  else o.value ^= uint64_t(1) << random.below(p.width);
  o.value &= semantics::word::lowMask<uint64_t>(p.width);
}

void renamePoolIndex(Operand& o, unsigned from, unsigned to) {
  if (o.immediate) return;
  if (o.index == from) o.index = to;
  else if (o.index == to) o.index = from;
}

// Two random slots trade places, their results renamed in every operand; undone when a slot
// would then read a result not yet computed.
void proposeSwap(Program& p, Random& random) {
  if (p.slots.size() < 2) return;
  unsigned i = unsigned(random.below(p.slots.size()));
  unsigned j = unsigned(random.below(p.slots.size() - 1));
  if (j >= i) ++j;
  Program swapped = p;
  std::swap(swapped.slots[i], swapped.slots[j]);
  for (Slot& s : swapped.slots) {
    renamePoolIndex(s.a, p.argCount + i, p.argCount + j);
    renamePoolIndex(s.b, p.argCount + i, p.argCount + j);
  }
  if (wellFormed(swapped)) p = std::move(swapped);
}

} // namespace

const char* proposalKindName(ProposalKind kind) {
  switch (kind) {
  case ProposalKind::Opcode: return "opcode";
  case ProposalKind::Operand: return "operand";
  case ProposalKind::Constant: return "constant";
  case ProposalKind::Swap: return "swap";
  case ProposalKind::Instruction: return "instruction";
  }
  return "instruction";
}

Operand randomOperand(const Program& p, unsigned slot, const ProposalSpace& space, Random& random) {
  if (!space.constants.empty() && random.below(4) == 0)
    return Operand{true, 0, space.constants[random.below(space.constants.size())]};
  return Operand{false, unsigned(random.below(p.argCount + slot)), 0};
}

Slot randomSlot(const Program& p, unsigned slot, const ProposalSpace& space, Random& random) {
  Slot s;
  uint64_t pick = random.below(space.ops.size() + 1);
  if (pick < space.ops.size()) s.op = space.ops[pick];
  s.a = randomOperand(p, slot, space, random);
  s.b = randomOperand(p, slot, space, random);
  return s;
}

Program randomProgram(unsigned width, unsigned argCount, unsigned slots, const ProposalSpace& space, Random& random) {
  Program p = emptyProgram(width, argCount, slots);
  for (unsigned i = 0; i < slots; ++i) p.slots[i] = randomSlot(p, i, space, random);
  return p;
}

ProposalKind propose(Program& p, const StokeOptions& options, const ProposalSpace& space, Random& random) {
  ProposalKind kind = drawKind(options, random);
  if (p.slots.empty()) return kind;
  switch (kind) {
  case ProposalKind::Opcode: proposeOpcode(p, space, random); break;
  case ProposalKind::Operand: proposeOperand(p, space, random); break;
  case ProposalKind::Constant: proposeConstant(p, space, random); break;
  case ProposalKind::Swap: proposeSwap(p, random); break;
  case ProposalKind::Instruction: {
    unsigned slot = unsigned(random.below(p.slots.size()));
    p.slots[slot] = randomSlot(p, slot, space, random);
    break;
  }
  }
  return kind;
}

} // namespace theseus::synth::stoke
