#pragma once
// Algorithm 13.3.8 of seed 002: generalize a proved concrete rewrite (src, tgt) into a rule with
// symbolic constants, target constants as expressions over them, a precondition learned from
// positive and negative instances (Alive-Infer), and the set of widths 1..64 at which the rule
// is proved. Every rule returned is proved at every width it claims, never only sampled.
#include "rules/Rule.h"

#include <string>

namespace theseus::rules {

struct GeneralizeOptions {
  // Per solver query; a query that runs out is `unknown` and its width is not claimed.
  unsigned queryTimeoutMs = 2000;
  // Wall-clock budget for the whole generalization; widths not checked within it are `unknown`.
  double timeLimitSeconds = 10;
  // The widths the sweep checks (1..maxWidth).
  unsigned maxWidth = 64;
  // Seed of the sampled instances (deterministic for a given seed).
  uint64_t seed = 1;
  std::string name = "rule";
};

struct Generalization {
  Rule rule;
  Generality generality = Generality::ConcreteOnly;
  // Why the rule is not more general ("target constant 65155 is no expression of the grammar
  // over the source's constants", "control flow", ...); empty when width-free.
  std::string reason;
  // Instances the learner saw (the found one included) and its rounds (one per counterexample).
  unsigned positives = 0, negatives = 0, learnerRounds = 0;
  double seconds = 0;
  // Solver time per width checked, in `rule.widths` order of proof (width, seconds).
  std::vector<std::pair<unsigned, double>> proofSeconds;
};

// Thrown when the pair cannot be generalized at all: the functions' signatures differ, the
// concrete pair is not itself proved (`verdict` says how it ended), or it uses a construct the
// rule language lacks. The message says which.
struct GeneralizeError {
  std::string message;
  int exitCode = 3; // the shared exit codes: 1 incorrect, 2 unknown, 3 unsupported, 4 bad input
};

// Generalizes the concrete rewrite `src` => `tgt` (same signature, one block each). Throws
// GeneralizeError when the concrete pair is not proved or not expressible as a rule. The result's
// rule is proved at every width in `widths.proved`; a rule that holds only at the width it was
// found at is returned with Generality::WidthCondition (symbols) or ConcreteOnly (none).
Generalization generalize(const ir::Function& src, const ir::Function& tgt, const ir::DataLayout& dl,
                          const GeneralizeOptions& options);

} // namespace theseus::rules
