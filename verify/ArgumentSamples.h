// A quick search for counterexamples with the integer arguments fixed.
//
// A memory query of a random C function (bench/verify/clang_pairs.py --kind memory) indexes its
// blocks by its integer arguments (`p[a & 7]`, `t[b & 3]`); with the arguments free, the solver
// must consider every aliasing of every access at once. With them fixed, the accesses' offsets are
// constants and a counterexample, when there is one, is found in seconds: seed 4's `f1` is sat in
// 1.6-4 s with (a, b) fixed to small or random values, against about 34 s for the whole query
// (z3 4.8 on the query dumped with THESEUS_DUMP_QUERY).
#pragma once

#include "verify/Encoding.h"

#include <z3++.h>

#include <vector>

namespace theseus::verify {

// How many samples sampledArgumentRestrictions gives at most.
constexpr unsigned kArgumentSamples = 3;

// Up to kArgumentSamples formulas, each fixing the value of every lane of every integer (or
// integer vector) argument in `inputs` to a constant: the first sample gives the lanes the small
// values 1, 2, 3, ... in argument order, the second 5, 3, 7, 6, ..., the third pseudo-random
// values of their full width. Poison and undef flags stay free, and pointer and floating-point
// arguments are not fixed. `query && sample` implies `query`, so a model of it is a model of `query`
// (a real counterexample); its unsatisfiability says nothing. Empty when no argument lane is an
// integer.
std::vector<z3::expr> sampledArgumentRestrictions(z3::context& c, const std::vector<InputVariables>& inputs);

} // namespace theseus::verify
