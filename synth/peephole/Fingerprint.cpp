#include "synth/peephole/Fingerprint.h"

#include "semantics/WordOps.h"

#include <cstdio>
#include <sstream>

namespace theseus::synth::peephole {

namespace {

// The splitmix64 sequence from one seed.
class SplitMix {
public:
  explicit SplitMix(uint64_t seed) : state_(seed) {}
  uint64_t next() { return mix64(state_ += 0x9e3779b97f4a7c15ull); }

private:
  uint64_t state_;
};

// The edge values of an iN (see tableLanes), without repeats.
std::vector<uint64_t> edgeValues(unsigned w) {
  uint64_t m = semantics::word::lowMask<uint64_t>(w), smin = uint64_t(1) << (w - 1);
  std::vector<uint64_t> out;
  for (uint64_t v : {uint64_t(0), uint64_t(1), uint64_t(2), uint64_t(3), m, m - 1, smin, smin - 1, smin + 1, uint64_t(w - 1), uint64_t(w)}) {
    v &= m;
    bool seen = false;
    for (uint64_t e : out) seen = seen || e == v;
    if (!seen) out.push_back(v);
  }
  return out;
}

// The last lanes of two or more arguments: two with all arguments equal, one with argument i
// base + i, one with base - i (compares of arguments are decided on them).
constexpr unsigned kRelatedLanes = 4;

} // namespace

LaneArgs tableLanes(unsigned width, unsigned arity, uint64_t seed) {
  uint64_t m = semantics::word::lowMask<uint64_t>(width);
  SplitMix random(seed ^ (uint64_t(width) << 32) ^ (uint64_t(arity) << 48));
  std::vector<uint64_t> edges = edgeValues(width);
  size_t e = edges.size();
  LaneArgs out(kLanes, std::vector<uint64_t>(arity));
  unsigned related = arity > 1 ? kRelatedLanes : 0;
  for (unsigned t = 0; t < kLanes - related; ++t)
    for (unsigned i = 0; i < arity; ++i) {
      bool edge = t < e || (t < 2 * e && i > 0);
      out[t][i] = edge ? edges[(t + 3 * i) % e] : random.next() & m;
    }
  for (unsigned t = kLanes - related; t < kLanes; ++t) {
    uint64_t base = random.next() & m;
    unsigned kind = t - (kLanes - related);
    for (unsigned i = 0; i < arity; ++i) out[t][i] = (kind < 2 ? base : kind == 2 ? base + i : base - i) & m;
  }
  return out;
}

std::string lanesMetaName(unsigned width, unsigned arity) { return "lanes." + std::to_string(width) + "." + std::to_string(arity); }

std::string lanesText(const LaneArgs& lanes) {
  std::string out;
  char buffer[24];
  for (size_t t = 0; t < lanes.size(); ++t) {
    if (t) out += ';';
    for (size_t i = 0; i < lanes[t].size(); ++i) {
      std::snprintf(buffer, sizeof(buffer), "%s%llx", i ? "," : "", static_cast<unsigned long long>(lanes[t][i]));
      out += buffer;
    }
  }
  return out;
}

std::optional<LaneArgs> parseLanesText(const std::string& text, unsigned arity) {
  LaneArgs out;
  std::stringstream lanes(text);
  std::string lane;
  while (std::getline(lanes, lane, ';')) {
    std::vector<uint64_t> args;
    std::stringstream values(lane);
    std::string value;
    while (std::getline(values, value, ',')) {
      size_t used = 0;
      try {
        args.push_back(std::stoull(value, &used, 16));
      } catch (const std::exception&) {
        return std::nullopt;
      }
      if (used != value.size()) return std::nullopt;
    }
    if (args.size() != arity) return std::nullopt;
    out.push_back(std::move(args));
  }
  if (out.size() != kLanes) return std::nullopt;
  return out;
}

uint64_t fingerprintDigest(const uint64_t* values, uint32_t taint, unsigned width) {
  uint64_t h = mix64(0x7065657068ull ^ width);
  for (unsigned t = 0; t < kLanes; ++t) h = mix64(h ^ (((taint >> t) & 1) ? 0 : values[t]) ^ (uint64_t(t) << 58));
  return mix64(h ^ taint);
}

uint64_t mix64(uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

} // namespace theseus::synth::peephole
