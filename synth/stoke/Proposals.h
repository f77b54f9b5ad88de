#pragma once
// STOKE's proposal distribution over programs of a fixed number of slots: one small edit of a
// kind drawn by the kinds' masses. The opcode, operand, swap and instruction kinds are symmetric
// (an edit and the edit that undoes it are equally likely), as Theorem 13.3.10 assumes; the
// constant kind is symmetric for its bit flips and among the constants of the space, not for a
// draw from an immediate outside it. The instruction kind alone reaches every program of the
// space from every other.
#include "synth/stoke/Program.h"
#include "synth/stoke/StokeOptions.h"

#include <cstdint>
#include <random>
#include <vector>

namespace theseus::synth::stoke {

// The random source of a chain: a fixed generator and portable draws, so that a seed gives the
// same chain on every platform.
class Random {
public:
  explicit Random(uint64_t seed) : engine_(seed) {}
  // Uniform in [0, n), n > 0.
  uint64_t below(uint64_t n) { return engine_() % n; }
  // Uniform in [0, 1).
  double unit() { return double(engine_() >> 11) * 0x1.0p-53; }
  uint64_t bits() { return engine_(); }

private:
  std::mt19937_64 engine_;
};

// What proposals may put into a slot.
struct ProposalSpace {
  std::vector<ir::Opcode> ops;
  std::vector<uint64_t> constants;
};

// A random operand for slot `slot`: a pool value before it, or (one time in four) an immediate.
Operand randomOperand(const Program& p, unsigned slot, const ProposalSpace& space, Random& random);

// A random instruction for slot `slot`: a no-op one time in |ops| + 1, else a random operation.
Slot randomSlot(const Program& p, unsigned slot, const ProposalSpace& space, Random& random);

// A program whose every slot is random.
Program randomProgram(unsigned width, unsigned argCount, unsigned slots, const ProposalSpace& space, Random& random);

// Draws a kind by `options`' masses and applies one edit of it to `p`; the edit may leave `p`
// unchanged (a swap that would read a later result, a constant edit with no immediate).
ProposalKind propose(Program& p, const StokeOptions& options, const ProposalSpace& space, Random& random);

} // namespace theseus::synth::stoke
