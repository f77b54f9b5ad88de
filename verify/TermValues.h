#pragma once
// TermValues: the values of a quantifier-free Z3 term's subterms under one concrete assignment of
// its free constants, computed bottom-up in one pass (Z3's own model evaluation would redo each
// subterm's whole DAG). Bit-vectors up to 128 bits and Booleans; a subterm using any other sort or
// an operator not listed in TermValues.cpp has no value, and neither has any term above it.
// unittests/verify/TermValuesTest.cpp checks every operator against Z3's simplifier.
#include <z3++.h>

#include <cstdint>
#include <optional>
#include <unordered_map>
#include <vector>

namespace theseus::verify {

using TermValue = unsigned __int128;

// The subterms of a term in an order where every subterm comes after its arguments.
std::vector<z3::expr> subtermsBottomUp(const z3::expr& root);

// Values of the subterms of `order` (as subtermsBottomUp gives it) with each free constant
// (by id) set to `inputs`' value; a missing input or unsupported operator leaves the term out.
std::unordered_map<unsigned, TermValue> evaluateTerms(const std::vector<z3::expr>& order,
                                                      const std::unordered_map<unsigned, TermValue>& inputs);

// The value of a bit-vector numeral of at most 128 bits.
TermValue numeralValue(const z3::expr& e);

// The width of a bit-vector term, 1 for a Boolean, 0 for any other sort.
unsigned valueWidth(const z3::expr& e);

}  // namespace theseus::verify
