#pragma once
// The root signature (store/RootSignature.h) that every cut of an LLVM instruction has, predicted
// from the instruction alone, for the cache-only root prefilter.
#include <cstdint>
#include <optional>

namespace llvm {
class Instruction;
}

namespace theseus::driver {

// The signature of every cut rooted at `inst`, or nullopt when it cannot be predicted (a type the
// signature does not spell, an operand that is a load — the cut may forward it to a stored
// constant — or a constant expression or global, which the cut may turn into an input). A
// nullopt never rules a cut out.
std::optional<uint64_t> predictedRootSignature(const llvm::Instruction& inst);

} // namespace theseus::driver
