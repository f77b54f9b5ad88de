#pragma once
// LoadMerging: tgt's loads rewritten as src's where src's definedness forces them equal. src and
// tgt read memory built by different writes (clang -O0's memcpy from a constant and memsets
// against tgt's one memset; the same byte reached through a select of pointers in either order),
// so a loaded value tgt computes like src is a different term, and the arithmetic above it (`x +
// y - (3 - x)` against `2x + y - 3`) must be proved equal bit by bit, which the SAT search does
// not manage inside a whole query. Once the loaded bytes are one term on both sides, Z3's
// rewriting and the product abstraction see the same polynomial.
//
// Candidate pairs (a tgt read and a src read of as many bytes, tried in the order of the reads) that
// a model of the assumption found so far (one is sought first) tells apart are skipped; each other is proved by its own query, with the
// array reads resolved (verify/ArrayReads.h), within a short limit: first under the memory's
// assumptions only (a smaller formula: tens to hundreds of milliseconds a pair), then, when
// that counterexample falsifies src's definedness, under the whole of it. Only proved pairs are
// merged; the first src read proved equal to a tgt read is the one it becomes.
//
// Why it is sound: for Q = A ∧ R, if A ⇒ t = s then A ∧ R ≡ A ∧ R[t := s] (on every assignment
// satisfying A the two terms have one value, so any occurrence may be replaced). Only R is
// rewritten and A is kept whole, so the result is satisfiable exactly when the query is, with the
// same models (a counterexample reads off the same variables). A proof under a formula A implies
// (the memory's assumptions are a conjunct of src's definedness) is a proof under A.
#include "verify/Deadline.h"

#include <z3++.h>

#include <vector>

namespace theseus::verify {

class Encoding;

struct LoadMergeLimits {
  unsigned lemmaMs = 2500;             // the most one pair's proof under the hypothesis may take
  unsigned wholeAssumptionMs = 1000;   // the most a proof (or a model) under the whole assumption may take
  unsigned totalMs = 8000;  // the most all of them may take
  unsigned maxLemmas = 64;  // the most pairs tried
};

struct LoadMergeStats {
  unsigned tried = 0, merged = 0;
};

// `assumption && rest` with the byte terms of each read in `tgtReads` replaced by those of the
// first read in `srcReads` of as many bytes that `hypothesis` forces equal to it, byte by byte.
// `hypothesis` must be implied by `assumption` (the memory's assumptions, a conjunct of src's
// definedness: a far smaller formula, so each proof takes milliseconds): then `assumption` forces
// the merged bytes equal too. Never exceeds `limits.totalMs` nor `deadline`.
z3::expr mergedLoads(const z3::expr& assumption, const z3::expr& hypothesis, const z3::expr& rest,
                     const std::vector<std::vector<z3::expr>>& srcReads, const std::vector<std::vector<z3::expr>>& tgtReads,
                     const LoadMergeLimits& limits, const Deadline& deadline, LoadMergeStats* stats = nullptr);

// `violation` (Encoding::refinementViolation, quantifier-free, of the form `!src.ub && rest`) with
// tgt's loads merged into src's, src's definedness the assumption and the memory's assumptions
// (which it implies) the hypothesis; `violation` itself when it has another form or no loads on
// either side. An equivalent formula either way. Takes at most a quarter of the time left, 8 s.
z3::expr violationWithMergedLoads(const Encoding& enc, const z3::expr& violation, const Deadline& deadline,
                                  LoadMergeStats* stats = nullptr);

} // namespace theseus::verify
