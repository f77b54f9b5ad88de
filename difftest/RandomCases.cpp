#include "difftest/RandomCases.h"

#include <algorithm>

namespace theseus::difftest {

bool testableType(const ir::Type& t) { return t.isIntOrVector() && t.bits() <= 64; }

uint64_t CaseGenerator::lane(unsigned bits) {
  uint64_t mask = ir::lowMask(bits), top = uint64_t(1) << (bits - 1);
  uint64_t pick = rng_() % 24;
  switch (pick) {
  case 0: return 0;
  case 1: return 1;
  case 2: return mask;
  case 3: return top;
  case 4: return mask & ~top;
  case 5: return 0x80 & mask;
  case 6: return 0x7f & mask;
  case 7: return 0x5555555555555555ull & mask;
  case 8: return 0xaaaaaaaaaaaaaaaaull & mask;
  case 9: return (top + 1) & mask;
  case 10: return (mask - 1) & mask;
  case 11:
  case 12:
  case 13: return rng_() % (2 * bits + 2);
  case 14: return (0 - (rng_() % 4 + 1)) & mask;
  case 15: return (uint64_t(1) << (rng_() % bits)) & mask;
  default: return rng_() & mask;
  }
}

LaneVector CaseGenerator::value(const ir::Type& t) {
  LaneVector lanes(t.lanes());
  uint64_t mode = rng_() % 8;
  if (mode == 0) {
    lanes[0] = lane(t.bits());
  } else if (mode == 1) {
    lanes.assign(t.lanes(), lane(t.bits()));
  } else {
    for (auto& l : lanes) l = lane(t.bits());
  }
  return lanes;
}

std::vector<uint64_t> CaseGenerator::immediates(unsigned bits, unsigned count) {
  uint64_t mask = ir::lowMask(std::min(bits, 8u));
  std::vector<uint64_t> out{0};
  if (mask != 0) out.push_back(mask);
  unsigned attempts = 0;
  while (out.size() < std::min<uint64_t>(count, mask + 1) && attempts++ < 20000) {
    uint64_t v = rng_() & mask;
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  if (out.size() > count) out.resize(count);
  return out;
}

Case randomCase(CaseGenerator& gen, const IntrinsicShape& shape, const std::vector<uint64_t>& immediateValues) {
  Case c;
  size_t nextImmediate = 0;
  for (size_t i = 0; i < shape.params.size(); ++i) {
    bool imm = i < shape.immediate.size() && shape.immediate[i];
    if (imm) c.args.push_back(LaneVector{immediateValues.at(nextImmediate++)});
    else c.args.push_back(gen.value(shape.params[i]));
  }
  return c;
}

} // namespace theseus::difftest
