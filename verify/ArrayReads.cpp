#include "verify/ArrayReads.h"

#include "verify/Deadline.h"

#include <unordered_map>
#include <vector>

namespace theseus::verify {

namespace {

struct BudgetExceeded {};

bool isKind(const z3::expr& e, Z3_decl_kind kind) { return e.is_app() && e.decl().decl_kind() == kind; }

// A bit-vector term as a base term plus a numeral (the base absent for a numeral), for widths up
// to 64 bits; std::nullopt for other terms.
struct BasePlusOffset {
  std::optional<z3::expr> base;
  uint64_t offset;
};

std::optional<uint64_t> numeralValue(const z3::expr& e) {
  uint64_t v = 0;
  if (e.is_numeral() && e.get_sort().is_bv() && e.get_sort().bv_size() <= 64 && e.is_numeral_u64(v)) return v;
  return std::nullopt;
}

// Nested additions are followed through their one non-numeral operand, so `(p + 4) + 3` is p
// plus 7 (additions wrap alike, so regrouping the numerals keeps the value).
BasePlusOffset splitOffset(const z3::expr& e) {
  if (auto v = numeralValue(e)) return {std::nullopt, *v};
  if (!isKind(e, Z3_OP_BADD)) return {e, 0};
  uint64_t sum = 0;
  std::optional<z3::expr> rest;
  for (unsigned i = 0; i < e.num_args(); ++i) {
    if (auto v = numeralValue(e.arg(i))) {
      sum += *v;
    } else if (rest) {
      return {e, 0};
    } else {
      rest = e.arg(i);
    }
  }
  if (!rest) return {std::nullopt, sum};
  BasePlusOffset inner = splitOffset(*rest);
  return {inner.base, inner.offset + sum};
}

// `a == b`, decided when both are the same base plus numerals (or numerals): b + k1 == b + k2
// holds exactly when k1 == k2, modulo 2^width.
z3::expr sameIndex(const z3::expr& a, const z3::expr& b) {
  if (a.id() == b.id()) return a.ctx().bool_val(true);
  if (!a.get_sort().is_bv() || a.get_sort().bv_size() > 64) return a == b;
  BasePlusOffset x = splitOffset(a), y = splitOffset(b);
  bool sameBase = x.base.has_value() == y.base.has_value() && (!x.base || x.base->id() == y.base->id());
  if (!sameBase) return a == b;
  unsigned w = a.get_sort().bv_size();
  uint64_t mask = w == 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1;
  return a.ctx().bool_val(((x.offset ^ y.offset) & mask) == 0);
}

class ArrayReadExpander {
public:
  ArrayReadExpander(z3::context& c, const Deadline* deadline, unsigned maxNodes) : c_(c), deadline_(deadline), maxNodes_(maxNodes) {}

  // `e` with its array reads expanded (quantifier bodies untouched).
  z3::expr expand(const z3::expr& root) {
    std::vector<std::pair<z3::expr, bool>> stack{{root, false}};
    while (!stack.empty()) {
      auto [e, childrenDone] = stack.back();
      stack.pop_back();
      if (memo_.count(e.id())) continue;
      if (++visited_ % 4096 == 0 && deadline_) deadline_->check();
      if (!e.is_app() || e.num_args() == 0) {
        remember(e, e);
        continue;
      }
      if (!childrenDone) {
        stack.push_back({e, true});
        for (unsigned i = 0; i < e.num_args(); ++i)
          if (!memo_.count(e.arg(i).id())) stack.push_back({e.arg(i), false});
        continue;
      }
      remember(e, rebuilt(e));
    }
    return result(root);
  }

private:
  // `e` over its expanded arguments; a select read through its array.
  z3::expr rebuilt(const z3::expr& e) {
    z3::expr_vector args(c_);
    bool changed = false;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      z3::expr a = result(e.arg(i));
      changed |= a.id() != e.arg(i).id();
      args.push_back(a);
    }
    if (isKind(e, Z3_OP_SELECT) && e.num_args() == 2) return readThrough(args[0], args[1]);
    return changed ? e.decl()(args) : e;
  }

  // What reading `array` at `index` gives: an if-then-else over the writes, outermost last.
  z3::expr readThrough(const z3::expr& array, const z3::expr& index) {
    std::vector<std::pair<z3::expr, z3::expr>> writes;
    z3::expr a = array;
    std::optional<z3::expr> bottom;
    while (!bottom) {
      if (isKind(a, Z3_OP_STORE) && a.num_args() == 3) {
        z3::expr hit = sameIndex(a.arg(1), index);
        if (hit.is_true()) bottom = a.arg(2);
        else if (!hit.is_false()) writes.push_back({hit, a.arg(2)});
        if (!bottom) a = a.arg(0);
      } else if (isKind(a, Z3_OP_CONST_ARRAY)) {
        bottom = a.arg(0);
      } else if (isKind(a, Z3_OP_ITE)) {
        bottom = z3::ite(a.arg(0), readThrough(a.arg(1), index), readThrough(a.arg(2), index));
      } else if (a.is_lambda()) {
        bottom = readLambda(a, index);
      } else {
        bottom = z3::select(a, index);
      }
    }
    z3::expr out = *bottom;
    for (size_t i = writes.size(); i-- > 0;) out = z3::ite(writes[i].first, writes[i].second, out);
    count(writes.size() + 1);
    return out;
  }

  // Beta reduction: the lambda's body at `index`, itself expanded.
  z3::expr readLambda(const z3::expr& lambda, const z3::expr& index) {
    z3::expr_vector at(c_);
    at.push_back(index);
    z3::expr body = lambda.body();
    return expand(body.substitute(at));
  }

  void count(size_t nodes) {
    created_ += nodes;
    if (created_ > maxNodes_) throw BudgetExceeded{};
  }

  // The memo keeps `e` itself alive: a term freed could give its id to a new one.
  void remember(const z3::expr& e, const z3::expr& out) { memo_.emplace(e.id(), std::make_pair(e, out)); }
  z3::expr result(const z3::expr& e) const { return memo_.at(e.id()).second; }

  z3::context& c_;
  const Deadline* deadline_;
  size_t maxNodes_;
  size_t created_ = 0, visited_ = 0;
  std::unordered_map<unsigned, std::pair<z3::expr, z3::expr>> memo_;
};

} // namespace

std::optional<z3::expr> expandArrayReads(const z3::expr& e, const Deadline* deadline, unsigned maxNodes) {
  ArrayReadExpander expander(e.ctx(), deadline, maxNodes);
  try {
    return expander.expand(e);
  } catch (const BudgetExceeded&) {
    return std::nullopt;
  }
}

bool readsBuiltArray(const z3::expr& root) {
  std::unordered_map<unsigned, bool> seen;
  std::vector<z3::expr> stack{root};
  while (!stack.empty()) {
    z3::expr e = stack.back();
    stack.pop_back();
    if (!e.is_app() || !seen.emplace(e.id(), true).second) continue;
    if (isKind(e, Z3_OP_SELECT) && !isKind(e.arg(0), Z3_OP_UNINTERPRETED)) return true;
    for (unsigned i = 0; i < e.num_args(); ++i) stack.push_back(e.arg(i));
  }
  return false;
}

} // namespace theseus::verify
