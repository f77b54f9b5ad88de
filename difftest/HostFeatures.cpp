#include "difftest/HostFeatures.h"

#include <algorithm>
#include <cpuid.h>
#include <cstdint>

namespace theseus::difftest {

namespace {

struct CpuidWords {
  uint32_t eax = 0, ebx = 0, ecx = 0, edx = 0;
};

// CPUID leaf `leaf`, subleaf `sub`; zeros when the leaf is beyond the maximum.
CpuidWords cpuid(uint32_t leaf, uint32_t sub) {
  CpuidWords w;
  if (leaf > __get_cpuid_max(leaf & 0x80000000u, nullptr)) return w;
  __cpuid_count(leaf, sub, w.eax, w.ebx, w.ecx, w.edx);
  return w;
}

// XCR0: which register states the OS saves on a context switch.
uint64_t readXcr0() {
  uint32_t lo = 0, hi = 0;
  __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
  return (uint64_t(hi) << 32) | lo;
}

// Bit `index` of a CPUID register.
bool bit(uint32_t word, unsigned index) { return (word >> index) & 1; }

// The features CPUID reports whose register state XCR0 says the OS saves.
HostFeatures detect() {
  HostFeatures f;
  CpuidWords l1 = cpuid(1, 0), l7 = cpuid(7, 0), l71 = cpuid(7, 1);
  bool osxsave = bit(l1.ecx, 27);
  uint64_t xcr0 = osxsave ? readXcr0() : 0;
  bool avxState = (xcr0 & 0x6) == 0x6;
  bool avx512State = avxState && (xcr0 & 0xe0) == 0xe0;
  auto add = [&](const char* name, bool present) {
    if (present) f.names.push_back(name);
  };
  add("sse", bit(l1.edx, 25));
  add("sse2", bit(l1.edx, 26));
  add("sse3", bit(l1.ecx, 0));
  add("ssse3", bit(l1.ecx, 9));
  add("sse4.1", bit(l1.ecx, 19));
  add("avx", avxState && bit(l1.ecx, 28));
  add("avx2", avxState && bit(l7.ebx, 5));
  add("f16c", avxState && bit(l1.ecx, 29));
  add("fma", avxState && bit(l1.ecx, 12));
  add("avx512f", avx512State && bit(l7.ebx, 16));
  add("avx512bw", avx512State && bit(l7.ebx, 30));
  add("avx512vl", avx512State && bit(l7.ebx, 31));
  add("avx512vnni", avx512State && bit(l7.ecx, 11));
  add("avxvnni", avxState && bit(l71.eax, 4));
  add("avx512ifma", avx512State && bit(l7.ebx, 21));
  add("avx512vbmi", avx512State && bit(l7.ecx, 1));
  return f;
}

} // namespace

bool HostFeatures::has(std::string_view feature) const { return std::find(names.begin(), names.end(), feature) != names.end(); }

const HostFeatures& hostFeatures() {
  static const HostFeatures features = detect();
  return features;
}

std::optional<std::string> missingFeature(const HostFeatures& host, std::string_view required) {
  while (!required.empty()) {
    size_t comma = required.find(',');
    std::string_view one = required.substr(0, comma);
    while (!one.empty() && one.front() == ' ') one.remove_prefix(1);
    while (!one.empty() && one.back() == ' ') one.remove_suffix(1);
    if (!one.empty() && !host.has(one)) return std::string(one);
    if (comma == std::string_view::npos) break;
    required.remove_prefix(comma + 1);
  }
  return std::nullopt;
}

} // namespace theseus::difftest
