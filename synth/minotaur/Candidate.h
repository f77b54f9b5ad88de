#pragma once
// A candidate of the synthesizer: an expression tree over the pool whose leaves are inputs of the
// cut, symbolic constants and holes, and the ir::Functions built from it (to price, to run on test
// vectors, to solve for its constants, and the concrete rewrite that is proved).
#include "ir/Function.h"
#include "synth/minotaur/Pool.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace theseus::synth {

struct Node {
  enum class Kind : uint8_t { Input, Constant, Hole, Op };
  Kind kind = Kind::Hole;
  // Input: the pool input; Op: the template.
  unsigned index = 0;
  ir::Type type = ir::Type::voidTy();
  std::vector<int> children;
};

// One value per lane of a symbolic constant, in the order the constants appear (pre-order).
using ConstantValues = std::vector<std::vector<ir::Bits>>;

class Candidate {
public:
  // `ret hole` of type `t`.
  static Candidate hole(const ir::Type& t);
  // `ret C` of type `t`.
  static Candidate constant(const ir::Type& t);
  // `ret input` for pool input `index` of type `t`.
  static Candidate input(const ir::Type& t, unsigned index);

  const std::vector<Node>& nodes() const { return nodes_; }
  int root() const { return 0; }
  unsigned newInstructions() const { return ops_; }
  unsigned holes() const { return holes_; }
  unsigned symbolicConstants() const { return constants_; }
  // The first hole in pre-order, or -1.
  int firstHole() const;
  // The candidate with hole `at` replaced by template `tmpl` of `pool`, its slots filled by
  // `slots` (Input nodes, Constant nodes or Hole nodes, children empty).
  Candidate fill(int at, unsigned tmpl, const std::vector<Node>& slots) const;
  // A hash equal for candidates that differ only in the order of commutative operands.
  uint64_t canonicalHash(const Pool& pool) const;
  // The symbolic constant nodes in pre-order.
  std::vector<int> constantNodes() const;
  // The bits of all symbolic constants (every lane of each).
  unsigned constantBits() const;

private:
  uint64_t hashOf(const Pool& pool, int n) const;
  void constantNodesFrom(int n, std::vector<int>& out) const;
  int firstHoleFrom(int n) const;
  std::vector<Node> nodes_;
  unsigned ops_ = 0, holes_ = 0, constants_ = 0;
};

// How the function built from a candidate represents what is not yet concrete.
enum class BuildMode {
  // Holes become extra arguments and constants placeholder values (3 and 4 alternating, so that
  // two constants are never folded as equal; a shuffle mask mixing both
  // sources, so that it is not priced as a free identity): for the cost lower bound.
  Cost,
  // Constants become extra noundef arguments after the cut's (shuffle masks are lowered to
  // extractelement / select / insertelement over an index vector argument): for solving.
  Symbolic,
  // Constants take the given values: the rewrite itself. Freeze is put in front of every
  // argument that may be undef and that the candidate reads more often than the cut.
  Concrete,
};

// Builds the function @tgt of `candidate` over `cut`'s signature; the cut instructions the
// candidate reads are copied in front. `values` is required in Concrete mode when the candidate
// has constants.
// `freezeInputs` false leaves the freezes out (for pricing: freeze is free after isel).
std::unique_ptr<ir::Function> buildCandidate(const ir::Function& cut, const Pool& pool, const Candidate& candidate, BuildMode mode,
                                             const ConstantValues* values = nullptr, bool freezeInputs = true);

// The number of operand uses of each argument of `f`.
std::vector<unsigned> argumentUses(const ir::Function& f);

} // namespace theseus::synth
