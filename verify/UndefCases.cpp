#include "verify/UndefCases.h"

#include <algorithm>
#include <bit>

namespace theseus::verify {

bool splitsByUndefCases(const Encoding& enc) {
  size_t flags = enc.undefFlags().size();
  return flags >= 1 && flags <= kMaxUndefCaseFlags;
}

namespace {

// The instance of `violation` where flag i is true exactly when bit i of `mask` is set.
UndefCase instanceOf(z3::context& c, const z3::expr& violation, const std::vector<z3::expr>& flags, unsigned mask) {
  z3::expr_vector from(c), to(c);
  z3::expr fixed = c.bool_val(true);
  for (size_t i = 0; i < flags.size(); ++i) {
    bool undef = (mask >> i) & 1u;
    from.push_back(flags[i]);
    to.push_back(c.bool_val(undef));
    fixed = fixed && (undef ? flags[i] : !flags[i]);
  }
  z3::expr body = violation;
  return {body.substitute(from, to).simplify() && fixed, unsigned(std::popcount(mask))};
}

} // namespace

std::vector<UndefCase> undefCases(Encoding& enc, const z3::expr& violation) {
  std::vector<z3::expr> flags = enc.undefFlags();
  std::vector<unsigned> masks;
  for (unsigned mask = 0; mask < (1u << flags.size()); ++mask) masks.push_back(mask);
  std::stable_sort(masks.begin(), masks.end(), [](unsigned a, unsigned b) { return std::popcount(a) < std::popcount(b); });
  std::vector<UndefCase> cases;
  for (unsigned mask : masks) cases.push_back(instanceOf(enc.context(), violation, flags, mask));
  return cases;
}

} // namespace theseus::verify
