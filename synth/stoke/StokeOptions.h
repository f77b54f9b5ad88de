#pragma once
// The options and figures of the "stoke" engine (Algorithm 13.3.5 of seed 002): STOKE's proposal
// masses (its --*_mass flags), its annealing constant --beta, the seed, and the chain's lengths.
#include "ir/Opcode.h"
#include "synth/engine/SearchCounters.h"

#include <cstdint>
#include <optional>
#include <vector>

namespace theseus::synth::stoke {

// The kinds of proposal, in the order of their masses and counters.
enum class ProposalKind { Opcode, Operand, Constant, Swap, Instruction };
inline constexpr unsigned kProposalKinds = 5;

// The name of a proposal kind as its counter shows it ("opcode", "operand", ...).
const char* proposalKindName(ProposalKind kind);

struct StokeOptions {
  // Relative weights of the proposal kinds (0 switches a kind off; not all may be 0).
  double opcodeMass = 1;
  double operandMass = 1;
  double constantMass = 1;
  double swapMass = 1;
  double instructionMass = 1;
  // The annealing constant: a move that raises the cost by d is accepted with probability e^(-beta d).
  double beta = 1;
  // The chain is a function of the seed (and of the solver's counterexamples): same seed, same chain.
  uint64_t seed = 1;
  // The operations slots may hold; each must be poison-only (no UB): add sub mul and or xor shl lshr ashr.
  std::vector<ir::Opcode> ops = {ir::Opcode::Add, ir::Opcode::Sub, ir::Opcode::Mul, ir::Opcode::And, ir::Opcode::Or,
                                 ir::Opcode::Xor, ir::Opcode::Shl, ir::Opcode::LShr, ir::Opcode::AShr};
  // The immediates proposals draw from; when absent, {1, 2, -1, width-1} and the source's constants.
  std::optional<std::vector<uint64_t>> constants;
  // Proposals per chain before it restarts, and chains in all (synthesis and optimization alternate,
  // synthesis first); the deadline may end the search earlier.
  uint64_t proposalsPerRestart = 100000;
  unsigned restarts = 8;
  // The weight of the performance term in the optimization phase: perf lies in [0, perfWeight], so
  // with perfWeight < 1 one wrong output bit always costs more than any difference in price.
  double perfWeight = 0.5;
  // Random vector batches (64 inputs each) a candidate with eq = 0 must also pass before its proof.
  unsigned secondaryBatches = 3;
};

struct StokeStats : SearchCounters {
  uint64_t proposals = 0;
  uint64_t accepted = 0;
  uint64_t byKind[kProposalKinds] = {};
  // Chains started (the first one included).
  uint64_t restarts = 0;
  // Distinct eq = 0 programs cheaper than the best so far that were checked further.
  uint64_t zeroCostCandidates = 0;
  // Of those, refuted by a secondary test batch before any proof.
  uint64_t testFailures = 0;
  uint64_t proved = 0;
  // When the best answer was proved: the proposals made until then and the seconds since the call
  // began (0 when there is no answer).
  uint64_t proposalsToBest = 0;
  double secondsToBest = 0;
};

} // namespace theseus::synth::stoke
