#pragma once
// Multiplications as uninterpreted functions: a sound, cheaper first try for quantifier-free
// queries with products of variables. A multiplication's numeral factors (its arguments' too)
// are taken out as one coefficient; the product of the other factors, two at a time, becomes 0
// when an operand is 0, the other operand when one is 1, and otherwise an application of one
// uninterpreted function per width to the operands ordered by id; for each two applications
// whose operands may be equal values in the other order, commutativity is conjoined as a fact
// (mulW(a1, b1) == mulW(a2, b2) when a1 == b2 and b1 == a2). Bit-vector multiplication is one
// interpretation of that function (a commutative and associative one, so ordering and
// regrouping the factors loses nothing, and the cases for 0 and 1 and the commutativity facts
// hold of it): every model of the query is a model of its abstraction, so an unsatisfiable
// abstraction proves the query unsatisfiable. A satisfiable abstraction says nothing and the real
// query is solved.
#include <z3++.h>

namespace theseus::verify {

// Whether `x` is a bit-vector numeral with every bit set.
bool isAllOnesNumeral(const z3::expr& x);
// Whether `e` multiplies two operands neither of which is a numeral.
bool multipliesVariables(const z3::expr& e);
// `e` with each such product replaced by its abstraction (operands abstracted first), conjoined
// with the commutativity facts of its applications.
z3::expr abstractProducts(z3::context& c, const z3::expr& e);
// `e` with each left shift by a numeral below the width written as the multiplication by that
// power of two (the same function), so that normalizing products sees the factor.
z3::expr shiftsAsProducts(z3::context& c, const z3::expr& e);
// `e` with each bitwise complement (`bvnot x`, `bvxor` with an all-ones numeral) written as the
// difference -1 - x it is, and the complement of an `ite` as the `ite` of its arms' complements
// (the same function), so that normalizing sums sees through complements: `~(7a + ~s + c)` and
// `s - 7a - c` become one sum of monomials.
z3::expr complementsAsDifferences(z3::context& c, const z3::expr& e);
// `e` with shifts by numerals as products and complements as differences (the same function),
// normalized as sums of monomials and its products abstracted: a weakening, so its
// unsatisfiability proves `e`'s.
z3::expr productsAbstracted(const z3::expr& e);

} // namespace theseus::verify
