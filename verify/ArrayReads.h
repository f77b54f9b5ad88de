#pragma once
// Reads of memory arrays resolved before solving (docs/verify.md, "Memory queries"). The memory
// model (verify/memory/Z3Memory) builds each run's bytes as arrays: `store`s for loads and
// stores, lambdas for range fills and copies, constant arrays for fresh local memory. A `select`
// of such an array is, by the array axioms and beta reduction, an if-then-else over the writes it
// may read — an equivalent formula without the array theory, which Z3's bit-vector solver decides
// where its array solver times out (a pointer loaded and stored back: 0.2 s against a timeout at
// 15 s).
#include <z3++.h>

#include <optional>

namespace theseus::verify {

class Deadline;

// `e` with every `select` whose array is a `store`, lambda, `ite` of arrays or constant array
// replaced by the equivalent if-then-else over the index comparisons, down to a read of an
// uninterpreted array (the shared initial bytes). Index comparisons `b + k1 == b + k2` with the
// same term b and numerals k1, k2 are decided on the spot. Quantifier bodies are left as they are.
// Equivalent to `e` (so a model of one is a model of the other). std::nullopt when the result
// would exceed `maxNodes` new if-then-else nodes (the caller solves `e` itself then). Throws
// TimeLimitReached once `deadline` (if any) has passed.
std::optional<z3::expr> expandArrayReads(const z3::expr& e, const Deadline* deadline, unsigned maxNodes);

// Whether `e` (outside quantifier bodies) reads an array built by a store, lambda or constant.
bool readsBuiltArray(const z3::expr& e);

} // namespace theseus::verify
