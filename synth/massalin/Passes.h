#pragma once
// The massalin engine's search in passes, for a search with a time limit that the whole
// operation set does not finish: a smaller set reaches longer programs. The passes:
//   1. the whole set (options.ops, the fused compares, K) for a quarter of the time limit, at least
//      2 s (all of a shorter limit);
//   2. when that was cut short without an answer: the source's own operations — the binary
//      operators of options.ops that the source applies at its return width — without constants
//      and with equivalence classes, for the time left;
//   3. for the time left after that: the whole set again, for programs shorter than pass 2's
//      answer (any length without one), so that an answer is still the shortest one when the
//      whole set's shorter lengths are exhausted.
// Every pass's programs are programs of the whole set, so what the passes prove is an answer of
// the whole search; `optimal` holds only when the last pass over the whole set exhausted every
// length shorter than the answer. Without a time limit, or when the source's operations are the
// whole set already, it is one search over the whole set.
#include "synth/massalin/Massalin.h"

namespace theseus::synth::massalin {

// The second pass's options for a search with `options` of `src`: the source's binary operators
// that options.ops has, no constants, no fused compares or selects, classes; nullopt when that
// set is empty or is the whole set of `options`.
std::optional<SearchOptions> sourceOperationsPass(const ir::Function& src, const SearchOptions& options);

// The shortest proved refinement found by the passes above within options.timeLimitSeconds.
SearchResult searchInPasses(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options);

} // namespace theseus::synth::massalin
