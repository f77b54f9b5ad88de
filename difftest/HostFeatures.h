#pragma once
// The x86 features this machine can execute, read with CPUID and XGETBV (the OS must save the
// AVX and AVX-512 register state for those features to count).
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace theseus::difftest {

struct HostFeatures {
  std::vector<std::string> names; // "sse2", "avx2", "avx512f", ... in a fixed order
  bool has(std::string_view feature) const;
};

// The features of the host, detected once.
const HostFeatures& hostFeatures();

// The first feature of the comma-separated `required` ("avx512bw,avx512vl") that `host` lacks,
// or nullopt when the host executes all of them.
std::optional<std::string> missingFeature(const HostFeatures& host, std::string_view required);

} // namespace theseus::difftest
