#include "cost/isel/IselShuffle.h"

#include <algorithm>
#include <array>
#include <vector>

namespace theseus::cost {

namespace {

struct ShapeName {
  std::string_view name;
  ShuffleShape shape;
};

const ShapeName kShapes[] = {
    {"even", ShuffleShape::Even},         {"odd", ShuffleShape::Odd},         {"unpacklo", ShuffleShape::UnpackLo},
    {"unpackhi", ShuffleShape::UnpackHi}, {"blend", ShuffleShape::Blend},     {"splat", ShuffleShape::Splat},
    {"laneperm", ShuffleShape::LanePerm}, {"lowwords", ShuffleShape::LowWords}, {"highwords", ShuffleShape::HighWords},
    {"align", ShuffleShape::Align},       {"permute", ShuffleShape::Permute}, {"lowhalf", ShuffleShape::LowHalf},
    {"highhalf", ShuffleShape::HighHalf}, {"concat", ShuffleShape::Concat},   {"any128", ShuffleShape::Any128},
    {"any256", ShuffleShape::Any256},     {"dwords256", ShuffleShape::Dwords256}, {"wide", ShuffleShape::Wide}, {"pairswap", ShuffleShape::PairSwap}, {"wordhalves", ShuffleShape::WordHalves},
};

// The mask with its figures: n result lanes, m lanes per input, k lanes per 128 bits.
struct Mask {
  const std::vector<int>& lanes;
  int n, m, k;
  bool usesSecond() const {
    for (int l : lanes)
      if (l >= m) return true;
    return false;
  }
  // Whether every defined lane i satisfies want(i, lanes[i]).
  template <typename Want> bool all(Want want) const {
    for (int i = 0; i < n; ++i)
      if (lanes[i] >= 0 && !want(i, lanes[i])) return false;
    return true;
  }
};

bool isUnpack(const Mask& s, int half) {
  return s.n == s.m && s.all([&](int i, int l) {
    int lane = i / s.k * s.k, j = i % s.k;
    return l == (j % 2 ? s.m : 0) + lane + half * s.k / 2 + j / 2;
  });
}

bool isLanePerm(const Mask& s) {
  if (s.n != s.m || s.usesSecond()) return false;
  std::vector<int> pattern(size_t(s.k), -1);
  return s.all([&](int i, int l) {
    if (l / s.k != i / s.k) return false;
    int& p = pattern[size_t(i % s.k)];
    if (p < 0) p = l % s.k;
    return p == l % s.k;
  });
}

bool isAlign(const Mask& s) {
  if (s.n != s.m) return false;
  int shift = -1;
  return s.all([&](int i, int l) {
    int lane = i / s.k * s.k, j = i % s.k;
    int source = l >= s.m ? l - s.m : l;
    if (source / s.k * s.k != lane) return false;
    int offset = (l >= s.m ? s.k : 0) + source % s.k;
    int expected = offset - j;
    if (shift < 0) shift = expected;
    return expected == shift && shift > 0 && shift < s.k;
  });
}

// Whether every group of 32 / elementBits result lanes is one whole, aligned dword of an input.
bool movesWholeDwords(const Mask& s, unsigned elementBits) {
  int g = elementBits >= 32 ? 1 : int(32 / elementBits);
  for (int i = 0; i < s.n; i += g) {
    int base = -1;
    for (int t = 0; t < g && i + t < s.n; ++t) {
      int l = s.lanes[size_t(i + t)];
      if (l < 0) continue;
      if ((l - t) % g != 0 || (base >= 0 && base != l - t)) return false;
      base = l - t;
    }
  }
  return true;
}

bool check(const Mask& s, ShuffleShape shape, unsigned elementBits) {
  switch (shape) {
  case ShuffleShape::Even: return !s.usesSecond() && s.m == 2 * s.n && s.all([](int i, int l) { return l == 2 * i; });
  case ShuffleShape::Odd: return !s.usesSecond() && s.m == 2 * s.n && s.all([](int i, int l) { return l == 2 * i + 1; });
  case ShuffleShape::UnpackLo: return isUnpack(s, 0);
  case ShuffleShape::UnpackHi: return isUnpack(s, 1);
  case ShuffleShape::Blend: return s.n == s.m && s.all([&](int i, int l) { return l == i || l == i + s.m; });
  case ShuffleShape::Splat: return !s.usesSecond() && s.all([&](int, int l) { return l == s.lanes[0] || s.lanes[0] < 0; });
  case ShuffleShape::LanePerm: return isLanePerm(s);
  case ShuffleShape::LowWords:
    return elementBits == 16 && isLanePerm(s) && s.all([&](int i, int l) { return i % 8 < 4 ? l % 8 < 4 : l == i; });
  case ShuffleShape::HighWords:
    return elementBits == 16 && isLanePerm(s) && s.all([&](int i, int l) { return i % 8 >= 4 ? l % 8 >= 4 : l == i; });
  case ShuffleShape::Align: return isAlign(s);
  case ShuffleShape::Permute: return s.n == s.m && !s.usesSecond();
  case ShuffleShape::LowHalf: return 2 * s.n == s.m && s.all([](int i, int l) { return l == i; });
  case ShuffleShape::HighHalf: return 2 * s.n == s.m && s.all([&](int i, int l) { return l == i + s.n; });
  case ShuffleShape::Concat: return s.n == 2 * s.m && s.all([](int i, int l) { return l == i; });
  case ShuffleShape::Any128: return s.m * int(elementBits) <= 128 && s.n * int(elementBits) <= 128;
  case ShuffleShape::Any256: return s.m * int(elementBits) == 256 && s.n * int(elementBits) <= 256;
  case ShuffleShape::Dwords256: return s.m * int(elementBits) == 256 && s.n * int(elementBits) == 256 && movesWholeDwords(s, elementBits);
  case ShuffleShape::PairSwap: return !s.usesSecond() && s.n == s.m && s.all([](int i, int l) { return l == (i ^ 1); });
  case ShuffleShape::WordHalves:
    return elementBits == 16 && !s.usesSecond() && s.n == s.m && s.all([](int i, int l) { return l / 4 == i / 4; });
  case ShuffleShape::Wide: return !check(s, ShuffleShape::Any128, elementBits) && !check(s, ShuffleShape::Any256, elementBits);
  }
  return false;
}

} // namespace

std::optional<ShuffleShape> shuffleShapeFromName(std::string_view name) {
  for (auto& s : kShapes)
    if (s.name == name) return s.shape;
  return std::nullopt;
}

bool readsSecondInput(const ir::Instruction& inst) {
  int m = int(inst.operand(0)->type().lanes());
  for (int l : inst.mask)
    if (l >= m) return true;
  return false;
}

ir::Type maskRegisterType(const ir::Type& t) {
  if (!t.isVector() || t.bits() != 1) return t;
  return t.withBits(std::clamp(128u / std::max(1u, t.lanes()), 8u, 64u));
}

bool hasShuffleShape(const ir::Instruction& inst, ShuffleShape shape) {
  const ir::Type input = maskRegisterType(inst.operand(0)->type());
  if (!input.isVector() || input.bits() == 0 || inst.mask.size() != inst.type().lanes()) return false;
  int perLane = int(128 / input.bits());
  int m = int(input.lanes());
  std::vector<int> folded;
  bool selfShuffle = inst.numOperands() == 2 && inst.operand(0) == inst.operand(1);
  if (selfShuffle)
    for (int l : inst.mask) folded.push_back(l >= m ? l - m : l);
  Mask s{selfShuffle ? folded : inst.mask, int(inst.mask.size()), m, perLane > 0 ? std::min(perLane, m) : 1};
  return check(s, shape, input.bits());
}

} // namespace theseus::cost
