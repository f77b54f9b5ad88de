#pragma once
// The fingerprint of Definition 13.3.2 (seed 002) as the peephole database keys it: a program's
// values on kCatalogueLanes fixed argument tuples (edge values, then values from a seeded
// generator), taken once when the table is built and stored with it, so a lookup evaluates the cut
// on exactly the table's tuples. The key is a 64-bit digest of the values and the poison/UB lanes:
// two programs with different fingerprints may share a digest (as two functions may share a
// fingerprint); the refinement proof of every hit makes either harmless.
#include "synth/massalin/Enumeration.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::peephole {

inline constexpr unsigned kLanes = massalin::kCatalogueLanes;

// lanes[t][i] is argument i on lane t.
using LaneArgs = std::vector<std::vector<uint64_t>>;

// The lanes of width `width` and `arity` arguments: first every argument on an edge value (0, 1,
// 2, 3, -1, -2, INT_MIN, INT_MAX, INT_MIN+1, width-1, width; argument i shifted by 3i so pairs
// differ), then argument 0 random and the others edges (shift amounts, masks), then all random
// (splitmix64 from `seed`, width and arity); with two or more arguments the last four lanes
// relate them (all equal on two, argument i = r + i on one, r - i on one), so that compares of
// arguments (x == y, x < y against x <= y) differ from constants on some lane.
LaneArgs tableLanes(unsigned width, unsigned arity, uint64_t seed);

// The meta name under which the lanes of (width, arity) are stored: "lanes.WIDTH.ARITY".
std::string lanesMetaName(unsigned width, unsigned arity);

// `lanes` as text: lanes separated by ';', arguments by ',', in hexadecimal.
std::string lanesText(const LaneArgs& lanes);

// The lanes `text` holds; nullopt unless it has kLanes lanes of `arity` hexadecimal values.
std::optional<LaneArgs> parseLanesText(const std::string& text, unsigned arity);

// The key of a program whose value on lane t is values[t] (0 where `taint` has bit t: poison or UB
// there) at `width`. Stable across builds and machines (tables are files).
uint64_t fingerprintDigest(const uint64_t* values, uint32_t taint, unsigned width);

// splitmix64's finalizer: a bijective mix of the 64 bits of `z` (the table's keys are built of it).
uint64_t mix64(uint64_t z);

} // namespace theseus::synth::peephole
