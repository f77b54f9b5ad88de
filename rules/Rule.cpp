#include "rules/Rule.h"

#include <algorithm>
#include <sstream>

namespace theseus::rules {

ir::Type ValueType::at(unsigned w) const {
  unsigned bits = width.at(w);
  return vector ? ir::Type::vectorTy(lanes, bits) : ir::Type::intTy(bits);
}

unsigned ConstExpr::size() const {
  unsigned n = 1;
  for (auto& a : args) n += a.size();
  return n;
}

bool ConstExpr::hasLiteral() const {
  if (op == Op::Literal) return true;
  return std::any_of(args.begin(), args.end(), [](const ConstExpr& a) { return a.hasLiteral(); });
}

bool WidthReport::widthFree() const { return !proved.empty() && failed.empty() && unknown.empty() && proved.size() + untyped.size() == 64; }

namespace {

// "1..3, 5, 8..64": the sorted widths as runs.
std::string runs(std::vector<unsigned> ws) {
  std::sort(ws.begin(), ws.end());
  std::ostringstream os;
  for (size_t i = 0; i < ws.size();) {
    size_t j = i;
    while (j + 1 < ws.size() && ws[j + 1] == ws[j] + 1) ++j;
    if (i) os << ", ";
    os << ws[i];
    if (j > i) os << (j == i + 1 ? ", " : "..") << ws[j];
    i = j + 1;
  }
  return os.str();
}

} // namespace

std::string WidthReport::condition() const {
  if (proved.empty()) return "no width";
  if (widthFree()) return untyped.empty() ? "all widths" : "every well-typed width (W in " + runs(proved) + ")";
  if (proved.size() == 1) return "W = " + std::to_string(proved.front());
  unsigned lo = *std::min_element(proved.begin(), proved.end()), hi = *std::max_element(proved.begin(), proved.end());
  if (hi - lo + 1 == proved.size()) {
    if (hi == 64 && lo > 1) return "W >= " + std::to_string(lo);
    if (lo == 1) return "W <= " + std::to_string(hi);
  }
  return "W in {" + runs(proved) + "}";
}

std::string_view generalityName(Generality g) {
  switch (g) {
  case Generality::WidthFree: return "width-free";
  case Generality::WidthCondition: return "width-condition";
  case Generality::ConcreteOnly: return "concrete-only";
  }
  return "?";
}

} // namespace theseus::rules
