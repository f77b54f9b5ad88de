#pragma once
// The cases of a differential test: an intrinsic's signature, and random arguments whose lanes
// favour the edge values where semantics go wrong (0, 1, -1, INT_MIN, INT_MAX, 0x80, 0x7f,
// alternating bits, small shift counts; for floating-point lanes signed zeros, infinities, quiet
// and signaling NaNs, subnormals, halves, and the bounds of conversions).
#include "ir/Bits.h"
#include "ir/Type.h"

#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace theseus::difftest {

// An intrinsic as the tester sees it; `immediate[i]` marks an immarg parameter, which must be a
// constant in the IR.
struct IntrinsicShape {
  std::string name;
  ir::Type result = ir::Type::voidTy();
  std::vector<ir::Type> params;
  std::vector<bool> immediate;
  std::string feature;
  // The values immediate parameter i takes when not empty (a rounding control); else sampled.
  std::vector<std::vector<uint64_t>> immediateValues;
};

// One value's lanes, lane 0 first, each in the low bits of a word (lanes are at most 64 bits).
using LaneVector = std::vector<uint64_t>;

// The arguments of one case, one LaneVector per parameter (immediates included).
struct Case {
  std::vector<LaneVector> args;
};

// Whether the tester can pass values of type `t`: an integer, a floating-point value or a vector
// of either whose lanes are at most 64 bits.
bool testableType(const ir::Type& t);

class CaseGenerator {
public:
  explicit CaseGenerator(uint64_t seed) : rng_(seed) {}
  // One lane of `bits` bits, an edge value about two times in three.
  uint64_t lane(unsigned bits);
  // One floating-point lane of format `kind`, a special or edge value about two times in three.
  uint64_t floatLane(ir::FloatKind kind);
  // A value of type `t`: lane by lane, or (one time in eight each) only lane 0 set, the others
  // zero (small shift counts in a count vector), or one value splat to every lane.
  LaneVector value(const ir::Type& t);
  // `count` distinct immediates of `bits` bits (at most 8 bits of range): 0, 255 (truncated),
  // then random ones.
  std::vector<uint64_t> immediates(unsigned bits, unsigned count);

private:
  std::mt19937_64 rng_;
};

// A case for `shape` whose immediate parameters take `immediateValues` in order.
Case randomCase(CaseGenerator& gen, const IntrinsicShape& shape, const std::vector<uint64_t>& immediateValues);

} // namespace theseus::difftest
