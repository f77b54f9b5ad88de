#pragma once
// Multiplications as uninterpreted functions: a sound, cheaper first try for quantifier-free
// queries with products of variables. Each `bvmul` of two non-numeral operands becomes an
// application of one uninterpreted function per width, its arguments ordered. Bit-vector
// multiplication is one interpretation of that function (and a commutative one, so ordering the
// arguments loses nothing): every model of the query is a model of its abstraction, so an
// unsatisfiable abstraction proves the query unsatisfiable. A satisfiable abstraction says nothing
// and the real query is solved.
#include <z3++.h>

namespace theseus::verify {

// Whether `e` multiplies two operands neither of which is a numeral.
bool multipliesVariables(const z3::expr& e);
// `e` with each such product replaced by the uninterpreted `mulW(a, b)` (operands abstracted
// first, ordered by id).
z3::expr abstractProducts(z3::context& c, const z3::expr& e);

} // namespace theseus::verify
