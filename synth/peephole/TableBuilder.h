#pragma once
// Builds the peephole database (seed 002 Algorithm 13.3.4, BuildRules' first loop): every program
// of length 0..maxLength over the operations, the constants and 1..maxArity iN arguments, at each
// width, walked once by the massalin enumeration (massalin::enumerateAll: every result used,
// commutative operands ordered, no all-constant instruction); each is fingerprinted on the table's
// lanes (synth/peephole/Fingerprint.h) and the cheapest per fingerprint is kept (ties: the
// shorter, then the first enumerated) and written as one row.
//
// Cost: a program's cost is the sum of its instructions' prices, each instruction priced once per
// width by the cost model as the one-instruction function `op A, B` with the same operand shapes
// (A, B an argument or a given constant of the set); a per-program price would call the model
// once per enumerated program (tens of millions at length 3). The engine re-prices every hit with
// the request's model before it is proved, so the table's cost only chooses among equivalents.
#include "ir/Opcode.h"
#include "synth/peephole/PeepholeTable.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace theseus::cost {
class CostModel;
}

namespace theseus::synth::peephole {

struct BuildOptions {
  // Longest program, in instructions (at most kMaxTableLength).
  unsigned maxLength = 2;
  std::vector<unsigned> widths = {8, 16, 32, 64};
  // Binary operations of the massalin kernels (kernelSupports).
  std::vector<ir::Opcode> ops;
  // Tables for 1..maxArity arguments (at most kMaxTableArity).
  unsigned maxArity = 2;
  // The constant set, each masked to the width; absent: 0, 1, 2, -1, width-1 and INT_MIN.
  std::optional<std::vector<int64_t>> constants;
  uint64_t seed = 2006;
  // The typed part (synth/peephole/TypedEnumeration.h): programs of length 0..typedLength (0: no
  // typed part) over 1..typedArity arguments, for every signature over typedWidths with at most
  // two distinct widths (absent: 1 and `widths`); icmp with typedPredicates.
  unsigned typedLength = 2;
  std::optional<std::vector<unsigned>> typedWidths;
  unsigned typedArity = 2;
  std::vector<ir::ICmpPred> typedPredicates = {ir::ICmpPred::EQ,  ir::ICmpPred::NE,  ir::ICmpPred::UGT, ir::ICmpPred::UGE, ir::ICmpPred::ULT,
                                               ir::ICmpPred::ULE, ir::ICmpPred::SGT, ir::ICmpPred::SGE, ir::ICmpPred::SLT, ir::ICmpPred::SLE};
};

inline constexpr unsigned kMaxTableLength = 4;
inline constexpr unsigned kMaxTableArity = 3;
inline constexpr unsigned kMaxTypedLength = 3;

// One (width, arity) of a build: the result's width and the arguments' count (the typed part's
// programs of every signature with that result and arity are in its group).
struct GroupFigures {
  unsigned width = 0;
  unsigned arity = 0;
  uint64_t programs = 0;
  // Of programs, those of the typed part.
  uint64_t typedPrograms = 0;
  uint64_t rows = 0;
  double seconds = 0;
};

struct BuildFigures {
  // Programs enumerated, and rows kept (distinct fingerprints), over all groups.
  uint64_t programs = 0;
  uint64_t rows = 0;
  double seconds = 0;
  std::vector<GroupFigures> groups;
};

// The operations a table has when none are named: add sub mul and or xor shl lshr ashr.
std::vector<ir::Opcode> defaultTableOps();

// The typed part's widths of `options`: typedWidths, or 1 and `widths`; none when typedLength is 0.
std::vector<unsigned> typedTableWidths(const BuildOptions& options);

// The constant set of `options` at `width`, masked and without repeats.
std::vector<uint64_t> tableConstants(const BuildOptions& options, unsigned width);

// Why `options` cannot be built (an operation the kernels lack, a length or arity past the
// limits, a width outside 1..64, no width, no operation), or the empty string.
std::string buildOptionsProblem(const BuildOptions& options);

// Builds the table of `options` into `writer` (its meta, its rows, then commit), prices from
// `model`. nullopt with `error` when the options are bad or an instruction cannot be priced; what
// the writer throws propagates.
std::optional<BuildFigures> buildTable(const BuildOptions& options, cost::CostModel& model, TableWriter& writer, std::string& error);

} // namespace theseus::synth::peephole
