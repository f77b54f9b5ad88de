#include "poly/Constraints.h"

#include "poly/IslHandles.h"

#include "isl/mat.h"

namespace theseus::poly {

namespace {

// The rows of an isl matrix (taken) as integer vectors.
std::vector<IntVector> rowsOf(isl_mat* mat) {
  std::vector<IntVector> rows;
  isl_size n = isl_mat_rows(mat), m = isl_mat_cols(mat);
  for (isl_size i = 0; i < n; ++i) {
    IntVector row;
    for (isl_size j = 0; j < m; ++j) {
      IslVal v(isl_mat_get_element_val(mat, i, j));
      row.push_back(toInteger(v.get()));
    }
    rows.push_back(std::move(row));
  }
  isl_mat_free(mat);
  return rows;
}

// The affine form of a row over numVars variables as isl text: "0 + 3*x0 - 5*x1 + 30".
std::string affineText(const IntVector& row, unsigned numVars) {
  std::string s = "0";
  auto term = [&](const Integer& c, const std::string& var) {
    if (c == 0) return;
    Integer magnitude = abs(c);
    s += (c < 0 ? " - " : " + ") + magnitude.get_str() + var;
  };
  for (unsigned i = 0; i < numVars; ++i) term(row[i], "*x" + std::to_string(i));
  term(row[numVars], "");
  return s;
}

} // namespace

AffineConstraints extractConstraints(isl_basic_set* bset) {
  AffineConstraints c;
  c.numVars = isl_basic_set_dim(bset, isl_dim_set);
  c.numParams = isl_basic_set_dim(bset, isl_dim_param);
  c.equalities = rowsOf(isl_basic_set_equalities_matrix(bset, isl_dim_set, isl_dim_param, isl_dim_cst, isl_dim_div));
  c.inequalities = rowsOf(isl_basic_set_inequalities_matrix(bset, isl_dim_set, isl_dim_param, isl_dim_cst, isl_dim_div));
  for (auto* rows : {&c.equalities, &c.inequalities})
    for (IntVector& row : *rows) row.resize(c.numVars + c.numParams + 1);
  return c;
}

AffineConstraints instantiate(const AffineConstraints& c, const IntVector& params) {
  AffineConstraints out;
  out.numVars = c.numVars;
  auto substitute = [&](const IntVector& row) {
    IntVector r(row.begin(), row.begin() + c.numVars);
    Integer constant = row[c.numVars + c.numParams];
    for (unsigned j = 0; j < c.numParams; ++j) constant += row[c.numVars + j] * params[j];
    r.push_back(constant);
    return r;
  };
  for (const IntVector& row : c.equalities) out.equalities.push_back(substitute(row));
  for (const IntVector& row : c.inequalities) out.inequalities.push_back(substitute(row));
  return out;
}

std::string toIslText(const AffineConstraints& c) {
  std::string s = "{ [";
  for (unsigned i = 0; i < c.numVars; ++i) s += (i ? ", x" : "x") + std::to_string(i);
  s += "] : ";
  bool first = true;
  for (const IntVector& row : c.equalities) {
    s += (first ? "" : " and ") + affineText(row, c.numVars) + " = 0";
    first = false;
  }
  for (const IntVector& row : c.inequalities) {
    s += (first ? "" : " and ") + affineText(row, c.numVars) + " >= 0";
    first = false;
  }
  if (first) s += "0 = 0";
  return s + " }";
}

} // namespace theseus::poly
