#pragma once
// The pattern table prepared for selection: every pattern's tree parsed once, indexed by the IR
// operation at its root, and instantiated for a CPU and value types into MC instructions.
#include "cost/isel/Isel.h"
#include "cost/isel/IselTree.h"

#include <vector>

namespace theseus::cost {

struct PreparedPattern {
  const Pattern* pattern;
  TreeNode tree;
  bool chain; // a leaf-only tree: a value converted from one kind into another
};

// Every pattern whose tree parses, in table order.
const std::vector<PreparedPattern>& preparedPatterns();

// The indices of the non-chain patterns whose root can match `inst`.
const std::vector<unsigned>& patternsRootedAt(const ir::Instruction& inst);

// The indices of the chain rules.
const std::vector<unsigned>& chainPatterns();

// Whether `target` has the CPU features `p` needs and not the tuning it is avoided under (the
// type-independent half of buildInstance's checks).
bool usableOn(const Pattern& p, const IselTarget& target);

// Pattern `p` instantiated for the `root` and first-leaf `leaf` types on `target`: nullopt when
// its types, CPU features or tuning rule it out, or an MC opcode it names does not exist.
std::optional<PatternInstance> buildInstance(const Pattern& p, const ir::Type& root, const ir::Type& leaf, const IselTarget& target,
                                            SchedWeights& weights);

} // namespace theseus::cost
