#pragma once
// The typed part of a table build (synth/peephole/TableBuilder.h): for one (result width, arity),
// every signature of typedSignatures with that result and arity walked (TypedWalk), and the
// cheapest program per key kept (ties: the shorter, then the first walked).
#include "synth/peephole/TableBuilder.h"
#include "synth/peephole/TypedEnumeration.h"

#include <functional>
#include <string>
#include <vector>

namespace theseus::synth::peephole {

// A row before it is written: a key, its cheapest program's text, cost and length.
struct CandidateRow {
  uint64_t digest = 0;
  double cost = 0;
  unsigned length = 0;
  std::string program;
};

struct TypedGroup {
  std::vector<CandidateRow> rows;
  uint64_t programs = 0;
};

// The typed rows of (width, arity) under `options`, priced by `model` one instruction shape at a
// time (a shape the model cannot price is left out of the walk); lanesOf(w) is the table's lanes
// of (w, arity).
TypedGroup typedGroupRows(const BuildOptions& options, unsigned width, unsigned arity, cost::CostModel& model,
                          const std::function<const LaneArgs&(unsigned width)>& lanesOf);

// `into` and `more` as one list without repeated keys, the cheaper row kept for a key both have
// (ties: the shorter, then the one of `into`), sorted by int64_t(digest).
void mergeRows(std::vector<CandidateRow>& into, std::vector<CandidateRow> more);

} // namespace theseus::synth::peephole
