// Implied instances of universally quantified conjuncts (QuantifierInstances.h).
#include "verify/QuantifierInstances.h"

#include <optional>
#include <vector>

namespace theseus::verify {

namespace {

// The value of sort `s` (a bit-vector or Boolean) that `pattern` names: 0 all zeros, 1 all ones,
// 2 all ones but the top bit.
z3::expr patternValue(z3::context& c, const z3::sort& s, int pattern) {
  if (s.is_bool()) return c.bool_val(pattern != 0);
  unsigned w = s.bv_size();
  if (pattern == 0) return c.bv_val(0, w);
  z3::expr ones = c.bv_val(-1, w);
  return pattern == 1 ? ones : z3::lshr(ones, c.bv_val(1, w));
}

// `q`, a universally quantified formula over bit-vector and Boolean variables, instantiated
// with every variable set to `pattern` (patternValue); nullopt for another sort.
std::optional<z3::expr> instanceOf(z3::context& c, const z3::expr& q, int pattern) {
  unsigned n = Z3_get_quantifier_num_bound(c, q);
  z3::expr_vector values(c);
  for (unsigned i = 0; i < n; ++i) {
    z3::sort s(c, Z3_get_quantifier_bound_sort(c, q, n - 1 - i));
    if (!s.is_bool() && !s.is_bv()) return std::nullopt;
    values.push_back(patternValue(c, s, pattern));
  }
  z3::expr body = q.body();
  return body.substitute(values);
}

} // namespace

z3::expr withSpecialInstances(z3::context& c, const z3::expr& query) {
  std::vector<z3::expr> conjuncts;
  if (query.is_app() && query.decl().decl_kind() == Z3_OP_AND)
    for (unsigned i = 0; i < query.num_args(); ++i) conjuncts.push_back(query.arg(i));
  else
    conjuncts.push_back(query);
  z3::expr out = query;
  for (const z3::expr& q : conjuncts) {
    if (!q.is_quantifier() || !q.is_forall()) continue;
    for (int pattern = 0; pattern < 3; ++pattern)
      if (std::optional<z3::expr> instance = instanceOf(c, q, pattern)) out = out && *instance;
  }
  return out;
}

} // namespace theseus::verify
