#include "poly/Count.h"

#include "poly/Decompose.h"
#include "poly/Parametric.h"
#include "poly/Polytope.h"

namespace theseus::poly {

namespace {

// Throws unless `set` is bounded for every parameter value.
void requireBounded(isl_set* set) {
  isl_bool bounded = isl_set_is_bounded(set);
  if (bounded < 0) throw CountError(CountError::Kind::Internal, "isl cannot decide boundedness: " + lastIslError(isl_set_get_ctx(set)));
  if (!bounded) throw CountError(CountError::Kind::Unbounded, "the set is unbounded (infinitely many points): " + toString(set));
}

// The parameter names of `set`, "p<i>" where isl has none.
std::vector<std::string> paramNamesOf(isl_set* set) {
  std::vector<std::string> names;
  for (isl_size i = 0; i < isl_set_dim(set, isl_dim_param); ++i) {
    const char* name = isl_set_get_dim_name(set, isl_dim_param, i);
    names.push_back(name ? name : "p" + std::to_string(i));
  }
  return names;
}

// The constraint text of a parameter set: what follows ':' inside its braces ("" for universe).
std::string conditionText(isl_set* params) {
  std::string s = toString(params);
  size_t open = s.find('{'), close = s.rfind('}');
  if (open == std::string::npos || close == std::string::npos) return s;
  std::string body = s.substr(open + 1, close - open - 1);
  size_t colon = body.find(':');
  body = colon == std::string::npos ? "" : body.substr(colon + 1);
  size_t first = body.find_first_not_of(' '), last = body.find_last_not_of(' ');
  return first == std::string::npos ? "" : body.substr(first, last - first + 1);
}

std::string paramTuple(const std::vector<std::string>& names) {
  std::string s = "[";
  for (size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + names[i];
  return s + "]";
}

// Restricts every piece to the parameters where `set` has points (dropping emptied pieces).
void restrictToNonEmpty(PiecewiseQuasiPolynomial& q, isl_set* set) {
  if (q.paramNames.empty()) return;
  isl_ctx* ctx = isl_set_get_ctx(set);
  IslSet nonEmpty = checked(isl_set_params(isl_set_copy(set)), ctx, "projecting onto the parameters");
  std::vector<QuasiPolynomialPiece> kept;
  for (QuasiPolynomialPiece& piece : q.pieces) {
    IslSet domain = checked(isl_set_coalesce(isl_set_intersect(piece.domain.release(), isl_set_copy(nonEmpty.get()))), ctx,
                            "restricting a piece");
    if (!isEmptySet(domain.get())) kept.push_back({std::move(domain), std::move(piece.value)});
  }
  q.pieces = std::move(kept);
}

} // namespace

Integer PiecewiseQuasiPolynomial::evaluate(const IntVector& params) const {
  if (params.size() != paramNames.size())
    throw CountError(CountError::Kind::BadInput, "expected " + std::to_string(paramNames.size()) + " parameter values, got " + std::to_string(params.size()));
  for (const QuasiPolynomialPiece& piece : pieces) {
    if (!containsParams(piece.domain.get(), params)) continue;
    Rational value = piece.value.evaluate(params);
    if (value.get_den() != 1) throw CountError(CountError::Kind::Internal, "non-integral count " + value.get_str());
    return value.get_num();
  }
  return 0;
}

std::string PiecewiseQuasiPolynomial::str() const {
  if (paramNames.empty()) return evaluate({}).get_str();
  if (pieces.empty()) return "0";
  std::string out;
  std::string prefix = paramNames.empty() ? "" : paramTuple(paramNames) + " -> ";
  for (const QuasiPolynomialPiece& piece : pieces) {
    if (piece.value.poly.terms().empty()) continue;
    std::string domain = conditionText(piece.domain.get());
    out += prefix + "{ " + piece.value.str(paramNames) + (domain.empty() ? "" : " : " + domain) + " }\n";
  }
  if (out.empty()) return "0";
  out.pop_back();
  return out;
}

Integer countPoints(isl_set* set) {
  if (isl_set_dim(set, isl_dim_param) != 0)
    throw CountError(CountError::Kind::BadInput, "countPoints needs a set without parameters (use countParametric): " + toString(set));
  requireBounded(set);
  Integer total = 0;
  for (IslBasicSet& piece : disjointLiftedPieces(set)) total += countPolytope(extractConstraints(piece.get()));
  return total;
}

PiecewiseQuasiPolynomial countParametric(isl_set* set) {
  requireBounded(set);
  PiecewiseQuasiPolynomial result;
  result.paramNames = paramNamesOf(set);
  unsigned numParams = result.paramNames.size();
  for (IslBasicSet& piece : disjointLiftedPieces(set)) {
    std::vector<QuasiPolynomialPiece> pieces = countBasicSetParametric(piece.get());
    result.pieces = addPiecewise(std::move(result.pieces), std::move(pieces), numParams);
  }
  restrictToNonEmpty(result, set);
  return result;
}

// isl's reason for refusing `text`: its parser's message, or (where isl reports a failed internal
// check, such as reading `{ }`, which is no set of one space) that it is not a set.
static std::string parseFailure(isl_ctx* ctx) {
  std::string reason = lastIslError(ctx);
  return reason.find("Assertion") == std::string::npos ? reason : "isl does not read it as a set of one space";
}

IslSet parseSet(isl_ctx* ctx, const std::string& text) {
  IslSet set(isl_set_read_from_str(ctx, text.c_str()));
  if (!set) throw CountError(CountError::Kind::BadInput, "cannot parse isl set '" + text + "': " + parseFailure(ctx));
  return set;
}

} // namespace theseus::poly
