#pragma once
// Instruction selection for x86-64 by dynamic programming over result kinds:
//
//   C(n, r) = min over patterns p producing (n, r) of  w(p) + sum over leaves (c, r_c) of C(c, r_c)
//
// where w(p) is the (uOps, reciprocal throughput, latency) of p's MC instructions from the CPU's
// scheduling model, compared lexicographically (the order mca's tuple is ranked by). Arguments
// are in registers at no cost; constants are immediates at no cost and registers by a move.
// The cover is backtracked and emitted in dependence order (children before their users), which
// is not the order in which patterns were matched.
//
// DAGs (NOLTIS-style). First every value with several users is a shared root: no pattern may
// reach through it unless all of its users lie inside the same match (pmaddwd's generic form reads
// one product twice); it is computed once into a register and paid once, and every user reads the
// register. That cover records the shared values that blocked a cheaper match (a pattern reaching
// through them, or a user wanting them as an address or flags at no more than the register read).
// Then, greedily and one at a time, each such value is duplicated into its users (each user
// recomputes it inside its own pattern, in the kind it wants); the duplication is kept when the
// whole selection gets cheaper (the key below).
// This is NOLTIS's "fix the shared nodes whose duplication does not pay" decided by re-selection.
//
// Register copies: a two-address instruction (ADD, SHL, CMOV, SSE's PADD, ...) overwrites its
// first source, so when that source is read again later the register allocator inserts a MOV
// first; the selector adds that MOV (MOV64rr / MOVAPSrr, weighted by the scheduling model). A
// commutative instruction needs it only when both sources stay live (the allocator swaps them
// otherwise). The DP already charges the MOV to a two-address pattern whose source has other
// users, so that three-address forms (LEA, ANDN, SHLX, IMUL by an immediate, VEX) win where LLVM
// picks them, e.g. LEA for an add of two live values; the emitted MOVs follow the exact liveness.
// The MOV into the ABI's return register is not priced (see insertCopies).
//
// CSE: the selector reads the function through CanonicalValues (IselCanon.h), so two identical
// instructions are one node, as in SelectionDAG.
//
// Legalization: narrow integers are promoted to 32-bit instructions; i128 and/or/xor/add/sub
// split into two 64-bit halves (ADD/ADC, SUB/SBB); vectors wider than the CPU's vector registers
// are split into register-sized parts, each part one instruction; an i1 vector lives as a lane
// mask produced by PCMPEQ/PCMPGT.
#include "cost/isel/IselWeights.h"
#include "ir/Function.h"

#include <array>
#include <memory>
#include <optional>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

namespace theseus::cost {

inline constexpr unsigned kMaxInputs = 4;

// One selected machine instruction.
struct SelectedInstr {
  const InstrWeight* weight = nullptr;    // owned by the selector's caches
  const Pattern* pattern = nullptr;
  const ir::Value* result = nullptr;      // the IR value it produces; for a multi-instruction pattern its last
  std::array<const ir::Value*, kMaxInputs> inputs{}; // the IR values it reads in registers
  unsigned char inputCount = 0;
};

// The figures of a selection and the instructions in dependence order.
struct Selection {
  std::vector<SelectedInstr> instrs;
  double uops = 0;
  double rthroughput = 0; // max(uops / issue width, the busiest processor resource)
  double latency = 0;     // the critical path through the selected patterns
  std::string error;      // non-empty when some value has no cover
  // The constants the folds made (IselCanon.h), which `instrs` may name: owned here so that they
  // outlive the selection's canonical view.
  std::vector<std::unique_ptr<ir::Constant>> constants;
};

// What the target offers the selector.
struct IselTarget {
  unsigned vectorBits = 128; // 128 (SSE), 256 (AVX2) or 512 (AVX-512)
  bool avx = false;
  // The CPU features patterns name in `feature` that this CPU has.
  std::vector<std::string> features;
  // Per row of ir::x86Rows(): whether this CPU has the row's feature (an intrinsic the CPU
  // cannot execute has no cover).
  std::vector<bool> x86RowAvailable;
  // The CPU's tuning features that patterns name in `avoidOn`.
  std::vector<std::string> tuning;
};

// A pattern instantiated for the value types: its instructions (repeated per register part) and
// their summed (uOps, reciprocal throughput, latency of one part).
struct PatternInstance {
  std::vector<const InstrWeight*> instrs;
  unsigned parts = 1;
  double uops = 0, rthroughput = 0, latency = 0;
  bool twoAddress = false; // some instruction overwrites its first source
};

// The selector for one CPU; pattern instances are cached across functions.
class InstructionSelector {
public:
  InstructionSelector(const IselTarget& target, SchedWeights& weights) : target_(target), weights_(weights) {}
  // Selects instructions for `f`.
  Selection select(const ir::Function& f);
  // The pattern `index` of iselPatterns() for a root and first-leaf type (void: no leaf);
  // nullopt when it does not apply to them. Cached.
  const std::optional<PatternInstance>& instance(size_t index, const ir::Type& root, const ir::Type& leaf);
  const IselTarget& target() const { return target_; }
  // Whether pattern `index` of preparedPatterns() can apply on this CPU at all (features, tuning). Cached.
  bool usable(size_t index);
  SchedWeights& weights() { return weights_; }
  // A buffer of per-resource cycles reused across selections.
  std::vector<double>& pressureScratch() { return pressure_; }

private:
  IselTarget target_;
  SchedWeights& weights_;
  // Per pattern index, its instances by (root, leaf) type key; few types per pattern, so a list.
  std::vector<std::vector<std::pair<uint64_t, std::unique_ptr<std::optional<PatternInstance>>>>> instances_;
  std::vector<double> pressure_;
  std::vector<char> usable_;
};

} // namespace theseus::cost
