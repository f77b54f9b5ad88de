#include "RandomSets.h"

#include <regex>

namespace theseus::poly::testing {

namespace {

int uniform(std::mt19937& rng, int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }

std::string var(unsigned i) { return "x" + std::to_string(i); }

// "3x0 - 2x1" with random coefficients in [-5, 5] (not all zero).
std::string randomForm(std::mt19937& rng, unsigned dims) {
  std::string s;
  for (unsigned i = 0; i < dims; ++i) {
    int c = uniform(rng, -5, 5);
    if (i + 1 == dims && s.empty() && c == 0) c = uniform(rng, 1, 5);
    if (c == 0) continue;
    std::string magnitude = std::to_string(std::abs(c)) + var(i);
    s += s.empty() ? (c < 0 ? "-" : "") + magnitude : (c < 0 ? " - " : " + ") + magnitude;
  }
  return s;
}

// Box bounds lo_i <= x_i <= hi_i keeping every set bounded.
std::string boxConstraints(std::mt19937& rng, unsigned dims, unsigned params) {
  std::string s;
  for (unsigned i = 0; i < dims; ++i) {
    std::string hi = std::to_string(uniform(rng, 0, 7));
    if (params > 0) hi = "P" + std::to_string(uniform(rng, 0, params - 1)) + " + " + std::to_string(uniform(rng, -2, 2));
    s += (i ? " and " : "") + std::to_string(uniform(rng, -3, 0)) + " <= " + var(i) + " <= " + hi;
  }
  return s;
}

std::string randomInequality(std::mt19937& rng, unsigned dims, unsigned params) {
  std::string rhs = std::to_string(uniform(rng, -4, 25));
  if (params > 0 && uniform(rng, 0, 1)) rhs = "P" + std::to_string(uniform(rng, 0, params - 1)) + " + " + rhs;
  return randomForm(rng, dims) + " <= " + rhs;
}

// A constant in [lo, hi], plus a parameter half the time when there are parameters.
std::string parametricConstant(std::mt19937& rng, unsigned params, int lo, int hi) {
  std::string c = std::to_string(uniform(rng, lo, hi));
  if (params > 0 && uniform(rng, 0, 1)) c = "P" + std::to_string(uniform(rng, 0, params - 1)) + " + " + c;
  return c;
}

std::string header(unsigned dims, unsigned params) {
  std::string s;
  if (params > 0) {
    s = "[";
    for (unsigned p = 0; p < params; ++p) s += (p ? ", P" : "P") + std::to_string(p);
    s += "] -> ";
  }
  s += "{ [";
  for (unsigned i = 0; i < dims; ++i) s += (i ? ", " : "") + var(i);
  return s + "] : ";
}

std::string polytopeBody(std::mt19937& rng, unsigned dims, unsigned params, int extra) {
  std::string s = boxConstraints(rng, dims, params);
  for (int k = 0; k < extra; ++k) s += " and " + randomInequality(rng, dims, params);
  return s;
}

} // namespace

std::string randomSet(std::mt19937& rng, SetKind kind, unsigned dims, unsigned params) {
  std::string h = header(dims, params);
  std::string body = polytopeBody(rng, dims, params, uniform(rng, 1, 3));
  switch (kind) {
  case SetKind::FullDimensional:
  case SetKind::Parametric:
    return h + body + " }";
  case SetKind::WithEqualities:
    return h + body + " and " + randomForm(rng, dims) + " = " + parametricConstant(rng, params, -6, 6) + " }";
  case SetKind::WithExistentials: {
    std::string m = std::to_string(uniform(rng, 2, 4)), r = parametricConstant(rng, params, 0, 3);
    return h + "exists e0 : " + body + " and " + randomForm(rng, dims) + " = " + m + "e0 + " + r + " }";
  }
  case SetKind::Union:
    return h + body + " or " + polytopeBody(rng, dims, params, uniform(rng, 0, 2)) + " }";
  }
  return h + body + " }";
}

std::string instantiateParams(const std::string& text, const std::vector<long>& values) {
  std::string s = text.substr(text.find('{'));
  for (size_t p = values.size(); p-- > 0;)
    s = std::regex_replace(s, std::regex("P" + std::to_string(p) + "\\b"), "(" + std::to_string(values[p]) + ")");
  return s;
}

} // namespace theseus::poly::testing
