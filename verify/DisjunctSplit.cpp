#include "verify/DisjunctSplit.h"

#include <algorithm>

namespace theseus::verify {

namespace {

bool isKind(const z3::expr& e, Z3_decl_kind kind) { return e.is_app() && e.decl().decl_kind() == kind; }

// Appends the operands of `e` with nested applications of `kind` (and, or) flattened.
void flatten(const z3::expr& e, Z3_decl_kind kind, std::vector<z3::expr>& out) {
  if (!isKind(e, kind)) {
    out.push_back(e);
    return;
  }
  for (unsigned i = 0; i < e.num_args(); ++i) flatten(e.arg(i), kind, out);
}

// The time left for a pass ending at `passEndMs` (milliseconds still left on `deadline` when the
// pass must end), shared equally among `parts` parts.
unsigned shareOf(const Deadline& deadline, unsigned passEndMs, size_t parts) {
  unsigned left = deadline.remainingMs();
  unsigned forPass = left > passEndMs ? left - passEndMs : 0;
  return std::max(1u, unsigned(forPass / std::max<size_t>(1, parts)));
}

} // namespace

std::optional<SplitQuery> splitAtDisjunction(const z3::expr& query, unsigned minDisjuncts) {
  std::vector<z3::expr> conjuncts;
  flatten(query, Z3_OP_AND, conjuncts);
  int widest = -1;
  std::vector<z3::expr> disjuncts;
  for (size_t i = 0; i < conjuncts.size(); ++i) {
    std::vector<z3::expr> ds;
    flatten(conjuncts[i], Z3_OP_OR, ds);
    if (ds.size() >= std::max(2u, minDisjuncts) && ds.size() > disjuncts.size()) {
      widest = int(i);
      disjuncts = std::move(ds);
    }
  }
  if (widest < 0) return std::nullopt;
  z3::expr_vector common(query.ctx());
  for (size_t i = 0; i < conjuncts.size(); ++i)
    if (int(i) != widest) common.push_back(conjuncts[i]);
  return SplitQuery{z3::mk_and(common), std::move(disjuncts)};
}

z3::check_result solvedPartByPart(const SplitQuery& split, const PartSolver& solvePart, const Deadline& deadline, PartStats* stats) {
  PartStats local;
  local.parts = unsigned(split.disjuncts.size());
  std::vector<size_t> undecided;
  unsigned firstPassEnd = deadline.remainingMs() / 2;
  for (size_t k = 0; k < split.disjuncts.size(); ++k) {
    if (deadline.passed()) {
      undecided.push_back(k);
      continue;
    }
    unsigned ms = shareOf(deadline, firstPassEnd, split.disjuncts.size() - k);
    z3::check_result r = solvePart(k, ms, false);
    if (r == z3::sat) {
      if (stats) *stats = local;
      return z3::sat;
    }
    if (r == z3::unsat) ++local.unsat;
    else undecided.push_back(k);
  }
  std::vector<size_t> stillUndecided;
  for (size_t i = 0; i < undecided.size(); ++i) {
    if (deadline.passed()) {
      stillUndecided.push_back(undecided[i]);
      continue;
    }
    ++local.secondPass;
    unsigned ms = shareOf(deadline, 0, undecided.size() - i);
    z3::check_result r = solvePart(undecided[i], ms, true);
    if (r == z3::sat) {
      if (stats) *stats = local;
      return z3::sat;
    }
    if (r == z3::unsat) ++local.unsat;
    else stillUndecided.push_back(undecided[i]);
  }
  if (!stillUndecided.empty()) local.undecided = int(stillUndecided.front());
  if (stats) *stats = local;
  return stillUndecided.empty() ? z3::unsat : z3::unknown;
}

} // namespace theseus::verify
