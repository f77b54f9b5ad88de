#pragma once
// The root signatures (store/RootSignature.h) a cut of an LLVM instruction can have, predicted
// from the instruction alone, for the cache-only root prefilter.
#include <llvm/ADT/SmallVector.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class Instruction;
}

namespace theseus::driver {

// Every signature a cut rooted at `inst` can have (each operand that is an instruction may be
// kept or become an input), or nullopt when they cannot be predicted: a type the signature does
// not spell, an operand that is a load (the cut may forward it to whatever was stored), a constant
// expression or global (the cut may turn it into an input), or more than 4 value operands. A
// nullopt never rules a cut out.
std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst);

// The same signatures appended to `out` without building strings (the prefilter asks for them at
// every candidate); false, with `out` unchanged, where predictedRootSignatures gives nullopt.
bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out);

} // namespace theseus::driver
