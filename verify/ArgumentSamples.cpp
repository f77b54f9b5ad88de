// A quick search for counterexamples with the integer arguments fixed (ArgumentSamples.h).
#include "verify/ArgumentSamples.h"

#include <cstdint>

namespace theseus::verify {

namespace {

// SplitMix64's output for `state` (Steele, Lea and Flood, 2014): a well-mixed word per index.
uint64_t mixed(uint64_t state) {
  uint64_t z = state + 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

// The value sample `sample` gives the `lane`-th integer lane (counted over all arguments).
uint64_t sampledValue(unsigned sample, unsigned lane) {
  static const uint64_t kSecond[] = {5, 3, 7, 6, 10, 12, 14, 9};
  if (sample == 0) return lane + 1;
  if (sample == 1) return kSecond[lane % 8] + 16 * (lane / 8);
  return mixed(uint64_t(lane) * 0x100 + sample);
}

// The lanes of `inputs` whose values are integers.
std::vector<z3::expr> integerLanes(const std::vector<InputVariables>& inputs) {
  std::vector<z3::expr> out;
  for (const InputVariables& input : inputs) {
    if (!input.argument->type().isIntOrVector()) continue;
    for (const InputLane& lane : input.lanes)
      if (lane.value.is_bv()) out.push_back(lane.value);
  }
  return out;
}

} // namespace

std::vector<z3::expr> sampledArgumentRestrictions(z3::context& c, const std::vector<InputVariables>& inputs) {
  std::vector<z3::expr> lanes = integerLanes(inputs);
  std::vector<z3::expr> out;
  if (lanes.empty()) return out;
  for (unsigned sample = 0; sample < kArgumentSamples; ++sample) {
    z3::expr_vector fixed(c);
    for (unsigned k = 0; k < lanes.size(); ++k)
      fixed.push_back(lanes[k] == c.bv_val(sampledValue(sample, k), lanes[k].get_sort().bv_size()));
    out.push_back(z3::mk_and(fixed));
  }
  return out;
}

} // namespace theseus::verify
