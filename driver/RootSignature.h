#pragma once
// The root signatures (store/RootSignature.h) a cut of an LLVM instruction can have, predicted
// from the instruction alone, for the cache-only root prefilter.
#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/STLFunctionalExtras.h>
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

// The root prefilter's answers for one LLVMContext and one set of known signatures: whether no
// signature predicted for a root is known. A root's signatures depend only on its type, its
// operation (opcode, icmp predicate or callee) and its value operands' kinds (argument, or
// instruction and opcode), so the answers for roots other than calls are kept by those.
class RootPrefilterMemo {
public:
  // Whether signatures are predicted for `inst` (predictRootSignatures) and `known` holds for
  // none of them. `known` must answer alike at every call until clear().
  bool rulesOut(const llvm::Instruction& inst, llvm::function_ref<bool(uint64_t)> known);
  // Drops every answer (before the context goes or the known signatures change).
  void clear() { answers_.clear(); }

private:
  llvm::DenseMap<std::pair<const llvm::Type*, uint64_t>, bool> answers_;
};

// The same signatures appended to `out` without building strings (the prefilter asks for them at
// every candidate); false, with `out` unchanged, where predictedRootSignatures gives nullopt.
bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out);

} // namespace theseus::driver
