#include "difftest/RandomCases.h"

#include <algorithm>

namespace theseus::difftest {

bool testableType(const ir::Type& t) { return (t.isIntOrVector() || t.isFloatOrVector()) && t.bits() <= 64; }

namespace {

// The pattern of format `f` with the given fields.
uint64_t floatPattern(ir::FloatFormat f, bool negative, uint64_t exponent, uint64_t fraction) {
  return (uint64_t(negative) << (f.width() - 1)) | (exponent << f.fractionBits()) | (fraction & ir::lowMask(f.fractionBits()));
}

// The pattern of the finite value m * 2^e in format `f` (m, e small enough to be exact).
uint64_t floatValue(ir::FloatFormat f, bool negative, int64_t m, int e) {
  if (m == 0) return floatPattern(f, negative, 0, 0);
  int top = 63 - __builtin_clzll(uint64_t(m));
  uint64_t fraction = top >= int(f.fractionBits()) ? uint64_t(m) >> (top - f.fractionBits()) : uint64_t(m) << (f.fractionBits() - top);
  return floatPattern(f, negative, uint64_t(top + e + f.bias()), fraction);
}

} // namespace

uint64_t CaseGenerator::floatLane(ir::FloatKind kind) {
  ir::FloatFormat f = ir::floatFormat(kind);
  uint64_t maxExponent = ir::lowMask(f.exponentBits), quiet = uint64_t(1) << (f.fractionBits() - 1);
  bool negative = rng_() & 1;
  uint64_t random = rng_();
  switch (rng_() % 24) {
  case 0: return floatPattern(f, negative, 0, 0);
  case 1: return floatPattern(f, negative, maxExponent, 0);
  case 2: return floatPattern(f, negative, maxExponent, quiet | (random & (quiet - 1) & -uint64_t(rng_() & 1)));
  case 3: return floatPattern(f, negative, maxExponent, (random & (quiet - 1)) | 1);
  case 4: return floatPattern(f, negative, 0, random | 1);
  case 5: return floatPattern(f, negative, 1, random & -uint64_t(rng_() & 1));
  case 6: return floatPattern(f, negative, maxExponent - 1, ir::lowMask(f.fractionBits()));
  case 7: return floatValue(f, negative, 1, 0);
  case 8: return floatValue(f, negative, int64_t(random % 64) * 2 + 1, -1);
  case 9: return floatValue(f, negative, int64_t(random % 4096), -int(rng_() % 4));
  case 10: return floatPattern(f, negative, maxExponent - 1 - random % 4, rng_() & -uint64_t(rng_() & 1));
  case 11: return floatPattern(f, negative, uint64_t(f.bias() + 30 + int(rng_() % 2)), random % 3 == 0 ? 0 : random % 3 == 1 ? ir::lowMask(f.fractionBits()) : 1);
  case 12: return floatPattern(f, negative, uint64_t(f.bias() + 15 + random % 2), random);
  case 13: return floatPattern(f, negative, uint64_t(f.bias()) + random % 24, random & ~ir::lowMask(f.fractionBits() > 12 ? f.fractionBits() - 12 : 0));
  case 14: return floatPattern(f, negative, uint64_t(f.bias()) - 1, random);
  default: return floatPattern(f, negative, random % (maxExponent + 1), rng_());
  }
}

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
  auto one = [&] { return t.isFloatOrVector() ? floatLane(t.floatKind()) : lane(t.bits()); };
  uint64_t mode = rng_() % 8;
  if (mode == 0) {
    lanes[0] = one();
  } else if (mode == 1) {
    lanes.assign(t.lanes(), one());
  } else {
    for (auto& l : lanes) l = one();
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
