#pragma once
// What the cegis engine searches over: the operations a line may perform (the `ops` setting, the
// names massalin's `ops` accepts) or an exact multiset of components (the `components` setting,
// a Brahma library), the constant set, and the libraries of verify/ComponentQuery.h built from
// them, one per program length.
#include "ir/Function.h"
#include "verify/ComponentQuery.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace theseus::synth::cegis {

struct CegisOptions {
  // The operations every line may choose from (ignored with `components`).
  std::vector<verify::ComponentOp> ops;
  // An exact multiset of components; absent: lines that may perform any of `ops`.
  std::optional<std::vector<verify::Component>> components;
  // With `components`: how many constant components it has.
  unsigned constantComponents = 0;
  // The constant set K: constant components take values from it; absent: see constantTiers.
  std::optional<std::vector<int64_t>> constants;
  // The shortest proved program, cheaper than the cut or not (massalin's `shortest`).
  bool shortest = false;
  // The seed of the random test vectors.
  uint64_t seed = 1;
  // Reduced-bit-width synthesis (synth/cegis/Cegis.h): the width the cut is narrowed to first, 0
  // for none; and the share of the time limit the narrow searches may take in all.
  unsigned narrowWidth = 8;
  double narrowShare = 0.5;
};

// The default operations: add sub mul and or xor shl lshr ashr.
std::vector<verify::ComponentOp> defaultOps();

// The ops the word `name` stands for: a binary opcode of the integer fragment (add sub mul and or
// xor shl lshr ashr udiv sdiv urem srem) gives itself; `icmp` gives zext/sext (icmp P a, b) for
// P in eq ne ult ule slt sle; `select` gives select (icmp P a, b), a, b for P in ult ugt slt sgt.
// Empty for any other word.
std::vector<verify::ComponentOp> opsNamed(const std::string& name);

// Whether any of `ops` is a fused comparison (two IR instructions).
bool hasComparisons(const std::vector<verify::ComponentOp>& ops);

// A constant set: the values constant components may take; absent: any value.
using ConstantSet = std::optional<std::vector<int64_t>>;

// One pass of the search over every length: the operations lines choose from and the constants.
struct SearchTier {
  std::vector<verify::ComponentOp> ops;
  ConstantSet constants;
};

// The passes in order, each a superset of the one before, the cheap queries first: options.ops
// without multiplication and division (their circuits dominate the solver's time) and K
// (options.constants, or massalin's default K: 1, -1, width-1 and the constants of `src`); all of
// options.ops and K; when options.constants is absent, all of options.ops and any constant. With
// options.components only the constant sets vary.
std::vector<SearchTier> searchTiers(const CegisOptions& options, const ir::Function& src);

// The libraries that together hold the programs of exactly `length` IR instructions over
// `tier.ops` on `argCount` iN arguments, each with as many constant components (taking values in
// tier.constants) as such a program can use: one of `length` lines; with fused comparisons (two
// instructions each), one per line count from length/2 up, the weights bounded by `length` (so
// `length` lines have binary operations only).
std::vector<verify::ComponentLibrary> librariesOfLength(const SearchTier& tier, unsigned width, unsigned argCount, unsigned length);

// The library of `options.components` and its constant components, taking values in `constants`.
verify::ComponentLibrary exactLibrary(const CegisOptions& options, const ConstantSet& constants, unsigned width, unsigned argCount);

} // namespace theseus::synth::cegis
