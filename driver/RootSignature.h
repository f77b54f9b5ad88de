#pragma once
// The root signatures (store/RootSignature.h) a cut of an LLVM instruction can have, predicted
// from the instruction alone, for the cache-only root prefilter.
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/SmallVector.h>

#include <cstdint>
#include <optional>
#include <vector>

namespace llvm {
class Instruction;
class Type;
} // namespace llvm

namespace theseus::driver {

// Every signature a cut rooted at `inst` can have (each operand that is an instruction may be
// kept or become an input), or nullopt when they cannot be predicted: a type the signature does
// not spell, an operand that is a load (the cut may forward it to whatever was stored), a constant
// expression or global (the cut may turn it into an input), or more than 4 value operands. A
// nullopt never rules a cut out.
std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst);

// The signature prefixes (operation, detail and type: store::rootSignaturePrefix) of the roots
// predicted so far in one LLVMContext, by type and operation (opcode and icmp predicate); a call's,
// whose detail is its callee's name, is not kept. Drop it before the context goes.
class RootPrefixMemo {
public:
  // The prefix of `inst`, or nullopt where none can be predicted.
  std::optional<uint64_t> prefixOf(const llvm::Instruction& inst);
  void clear() { prefixes_.clear(); }

private:
  llvm::DenseMap<std::pair<const llvm::Type*, unsigned>, std::optional<uint64_t>> prefixes_;
};

// The same signatures appended to `out` without building strings (the prefilter asks for them at
// every candidate); false, with `out` unchanged, where predictedRootSignatures gives nullopt.
bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out);
// The same, with the prefixes taken from `memo` (may be null).
bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out, RootPrefixMemo* memo);

} // namespace theseus::driver
