#pragma once
// The root signature of a cut: the operation of its root (the instruction whose value it returns:
// opcode, with the icmp predicate or the intrinsic callee), the root's type, and for each of the
// root's operands that is a value rather than a constant, in order, whether it is an input ("a")
// or an instruction of the cut and which opcode ("v:add"). Every cut of an LLVM instruction I has
// I as its root with I's operation, type and constant operands; each other operand of I is, in
// the cut, either an input or the same instruction kept, so the few signatures a cut of I can
// have are predicted from I alone without extracting it. A cache-only compile extracts the cut of
// I only when one of them is some cached rewrite's (the root prefilter).
//
// Both halves of that contract are declared here: the signature read from a cache key's text
// (rootSignatureOfCutText, computed without LLVM in RootSignature.cpp) and the signatures
// predicted from an LLVM instruction (PredictedRootSignatures.cpp). They must agree for every cut.
#include "ir/Hash.h"

#include <llvm/ADT/DenseMap.h>
#include <llvm/ADT/STLFunctionalExtras.h>
#include <llvm/ADT/SmallVector.h>

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace llvm {
class Instruction;
class Type;
} // namespace llvm

namespace theseus::cut {

// The signature of a root given by its parts: `opcode` as LLVM spells it ("add", "icmp", "call"),
// `detail` the icmp predicate ("ult") or the callee ("llvm.umax.i32") or empty, `type` the root's
// type as LLVM prints it ("i32", "<8 x i16>"), `operands` the kinds of its operands that are not
// constants (call arguments only, not the callee), each "a" or "v:" and an opcode, joined by ",".
uint64_t rootSignature(std::string_view opcode, std::string_view detail, std::string_view type, std::string_view operands);

// The same signature in pieces, for callers that try several operand lists on one root without
// building strings: rootSignature(o, d, t, "x,y") ==
// extendRootSignature(extendRootSignature(extendRootSignature(rootSignaturePrefix(o, d, t), "x"), ","), "y").
uint64_t rootSignaturePrefix(std::string_view opcode, std::string_view detail, std::string_view type);
inline uint64_t extendRootSignature(uint64_t signature, std::string_view text) { return ir::fnv1aExtend(signature, text); }

// The signature of the cut in `canonicalText` (a cache key's text, store::canonicalCutText), read
// from its `ret` and the line that defines the returned value; nullopt when the text does not
// have that shape (then no root prefilter may be used).
std::optional<uint64_t> rootSignatureOfCutText(const std::string& canonicalText);

// The signatures of the cuts in `canonicalTexts` (the key texts of a store's Rewrite entries,
// store::RewriteStore::rewriteKeyTexts), in order; nullopt when some text has no signature.
std::optional<std::vector<uint64_t>> rootSignaturesOfCutTexts(const std::vector<std::string>& canonicalTexts);

// Every signature a cut rooted at `inst` can have (each operand that is an instruction may be
// kept or become an input), or nullopt when they cannot be predicted: a type the signature does
// not spell, an operand that is a load (the cut may forward it to whatever was stored), a constant
// expression or global (the cut may turn it into an input), or more than 4 value operands. A
// nullopt never rules a cut out.
std::optional<std::vector<uint64_t>> predictedRootSignatures(const llvm::Instruction& inst);

// The same signatures appended to `out` without building strings (the prefilter asks for them at
// every candidate); false, with `out` unchanged, where predictedRootSignatures gives nullopt.
bool predictRootSignatures(const llvm::Instruction& inst, llvm::SmallVectorImpl<uint64_t>& out);

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

} // namespace theseus::cut
