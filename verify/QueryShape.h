// What a query is made of, for choosing how to solve it (Refinement.cpp's solverFor).
#pragma once

#include <z3++.h>

#include <unordered_set>
#include <vector>

namespace theseus::verify {

// Calls `visit` on each distinct subterm of `e` (bodies of quantifiers included) until it
// returns false; returns whether every visit returned true.
template <class Visit>
bool everySubterm(const z3::expr& e, Visit visit) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> stack{e};
  while (!stack.empty()) {
    z3::expr x = stack.back();
    stack.pop_back();
    if (!seen.insert(x.id()).second) continue;
    if (!visit(x)) return false;
    if (x.is_quantifier()) stack.push_back(x.body());
    if (x.is_app())
      for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back(x.arg(i));
  }
  return true;
}

// Whether `e` contains a quantifier.
bool containsQuantifier(const z3::expr& e);

} // namespace theseus::verify
