// Universal quantifiers miniscoped and expanded (QuantifierScopes.h).
#include "verify/QuantifierScopes.h"

#include <algorithm>
#include <iterator>
#include <numeric>
#include <optional>
#include <unordered_map>
#include <vector>

namespace theseus::verify {

namespace {

// The bound variables of one universal quantifier, as fresh constants standing for them in its
// body, with which of them each subformula uses.
class Scope {
public:
  // Takes the constants `vars` that stand for the bound variables in the body.
  Scope(z3::context& c, z3::expr_vector vars, unsigned maxInstances) : c_(c), vars_(std::move(vars)), maxBits_(0) {
    while ((2u << maxBits_) <= maxInstances && maxBits_ < 31) ++maxBits_;
    for (unsigned v = 0; v < vars_.size(); ++v) index_[vars_[v].id()] = v;
  }

  // ∀vars.`phi`, with the quantifier miniscoped and expanded where small (QuantifierScopes.h).
  z3::expr miniscope(const z3::expr& phi) {
    const std::vector<unsigned>& used = uses(phi);
    if (used.empty()) return phi;
    if (isApp(phi, Z3_OP_AND)) {
      z3::expr_vector parts(c_);
      for (unsigned i = 0; i < phi.num_args(); ++i) parts.push_back(miniscope(phi.arg(i)));
      return z3::mk_and(parts);
    }
    if (isApp(phi, Z3_OP_OR)) return miniscopeDisjunction(phi);
    return quantified(used, phi);
  }

private:
  static bool isApp(const z3::expr& e, Z3_decl_kind kind) { return e.is_app() && e.decl().decl_kind() == kind; }

  // The indices of the variables `e` uses, ascending (memoized over the DAG).
  const std::vector<unsigned>& uses(const z3::expr& e) {
    std::vector<std::pair<z3::expr, bool>> stack{{e, false}};
    while (!stack.empty()) {
      auto [x, expanded] = stack.back();
      stack.pop_back();
      if (uses_.count(x.id())) continue;
      if (!expanded) {
        stack.push_back({x, true});
        for (const z3::expr& child : childrenOf(x)) stack.push_back({child, false});
        continue;
      }
      uses_[x.id()] = ownUses(x);
    }
    return uses_.at(e.id());
  }

  // The arguments of an application, the body of a quantifier.
  static std::vector<z3::expr> childrenOf(const z3::expr& x) {
    std::vector<z3::expr> out;
    if (x.is_quantifier()) out.push_back(x.body());
    if (x.is_app())
      for (unsigned i = 0; i < x.num_args(); ++i) out.push_back(x.arg(i));
    return out;
  }

  // The variables `x` uses, its children's already known.
  std::vector<unsigned> ownUses(const z3::expr& x) {
    std::vector<unsigned> out;
    if (auto it = index_.find(x.id()); it != index_.end()) out.push_back(it->second);
    for (const z3::expr& child : childrenOf(x)) {
      const std::vector<unsigned>& a = uses_.at(child.id());
      std::vector<unsigned> merged;
      std::set_union(out.begin(), out.end(), a.begin(), a.end(), std::back_inserter(merged));
      out.swap(merged);
    }
    return out;
  }

  // ∀vars.`phi` for a disjunction `phi`: its disjuncts (nested disjunctions flattened) that use no
  // variable stay outside; the others are grouped by shared variables, each group quantified alone.
  z3::expr miniscopeDisjunction(const z3::expr& phi) {
    std::vector<z3::expr> disjuncts;
    flattenDisjunction(phi, disjuncts);
    std::vector<unsigned> root(vars_.size());
    std::iota(root.begin(), root.end(), 0u);
    auto find = [&](unsigned v) {
      while (root[v] != v) v = root[v] = root[root[v]];
      return v;
    };
    for (const z3::expr& d : disjuncts) {
      const std::vector<unsigned>& used = uses(d);
      for (unsigned v : used) root[find(v)] = find(used.front());
    }
    z3::expr_vector out(c_);
    std::unordered_map<unsigned, std::vector<z3::expr>> groups;
    std::vector<unsigned> order;
    for (const z3::expr& d : disjuncts) {
      const std::vector<unsigned>& used = uses(d);
      if (used.empty()) {
        out.push_back(d);
        continue;
      }
      unsigned g = find(used.front());
      if (!groups.count(g)) order.push_back(g);
      groups[g].push_back(d);
    }
    for (unsigned g : order) out.push_back(quantifiedGroup(groups[g]));
    return z3::mk_or(out);
  }

  // ∀vars.(∨ `group`), a group of disjuncts sharing variables.
  z3::expr quantifiedGroup(const std::vector<z3::expr>& group) {
    if (group.size() == 1) return miniscope(group.front());
    z3::expr_vector parts(c_);
    for (const z3::expr& d : group) parts.push_back(d);
    z3::expr body = z3::mk_or(parts);
    return quantified(uses(body), body);
  }

  static void flattenDisjunction(const z3::expr& e, std::vector<z3::expr>& out) {
    if (!isApp(e, Z3_OP_OR)) {
      out.push_back(e);
      return;
    }
    for (unsigned i = 0; i < e.num_args(); ++i) flattenDisjunction(e.arg(i), out);
  }

  // The bits of variable `v`'s sort (1 for a Boolean).
  unsigned bitsOf(unsigned v) const { return vars_[v].is_bool() ? 1 : vars_[v].get_sort().bv_size(); }

  // ∀`used`.`body`: the conjunction of its instances when `used` has at most maxBits_ bits.
  z3::expr quantified(const std::vector<unsigned>& used, const z3::expr& body) {
    unsigned bits = 0;
    z3::expr_vector bound(c_);
    for (unsigned v : used) {
      bits += bitsOf(v);
      bound.push_back(vars_[v]);
    }
    if (bits > maxBits_) return z3::forall(bound, body);
    z3::expr_vector instances(c_);
    z3::expr pattern = body;
    for (uint64_t k = 0; k < (uint64_t(1) << bits); ++k) {
      z3::expr_vector values = valuesOf(used, k);
      instances.push_back(pattern.substitute(bound, values));
    }
    return z3::mk_and(instances);
  }

  // The values of the variables `used` whose concatenated bits are `k`, the first lowest.
  z3::expr_vector valuesOf(const std::vector<unsigned>& used, uint64_t k) {
    z3::expr_vector values(c_);
    for (unsigned v : used) {
      unsigned w = bitsOf(v);
      uint64_t value = k & ((uint64_t(1) << w) - 1);
      k >>= w;
      values.push_back(vars_[v].is_bool() ? c_.bool_val(value != 0) : c_.bv_val(value, w));
    }
    return values;
  }

  z3::context& c_;
  z3::expr_vector vars_;
  unsigned maxBits_;
  std::unordered_map<unsigned, unsigned> index_;
  std::unordered_map<unsigned, std::vector<unsigned>> uses_;
};

// Whether every variable `q` binds is a bit-vector or a Boolean.
bool bindsBitsOnly(z3::context& c, const z3::expr& q) {
  for (unsigned i = 0; i < Z3_get_quantifier_num_bound(c, q); ++i) {
    z3::sort s(c, Z3_get_quantifier_bound_sort(c, q, i));
    if (!s.is_bool() && !s.is_bv()) return false;
  }
  return true;
}

// The universal quantifier `q` miniscoped (its variables as fresh constants in its body).
z3::expr miniscopedForall(z3::context& c, const z3::expr& q, unsigned maxInstances) {
  unsigned n = Z3_get_quantifier_num_bound(c, q);
  z3::expr_vector vars(c);
  for (unsigned i = 0; i < n; ++i) {
    z3::sort s(c, Z3_get_quantifier_bound_sort(c, q, n - 1 - i));
    vars.push_back(z3::expr(c, Z3_mk_fresh_const(c, "bound", s)));
  }
  z3::expr body = q.body().substitute(vars);
  Scope scope(c, vars, maxInstances);
  return scope.miniscope(body);
}

} // namespace

z3::expr miniscoped(z3::context& c, const z3::expr& query, unsigned maxInstances) {
  if (query.is_quantifier()) {
    if (!query.is_forall() || !bindsBitsOnly(c, query)) return query;
    return miniscopedForall(c, query, maxInstances);
  }
  if (!query.is_app() || query.num_args() == 0) return query;
  Z3_decl_kind kind = query.decl().decl_kind();
  if (kind != Z3_OP_AND && kind != Z3_OP_OR) return query;
  z3::expr_vector args(c);
  for (unsigned i = 0; i < query.num_args(); ++i) args.push_back(miniscoped(c, query.arg(i), maxInstances));
  return kind == Z3_OP_AND ? z3::mk_and(args) : z3::mk_or(args);
}

} // namespace theseus::verify
