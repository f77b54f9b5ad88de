#pragma once
// The root signature of a cut: the operation of its root (the instruction whose value it returns:
// opcode, with the icmp predicate or the intrinsic callee), the root's type, and for each of the
// root's operands that is a value rather than a constant, in order, whether it is an input ("a")
// or an instruction of the cut and which opcode ("v:add"). Every cut of an LLVM instruction I has
// I as its root with I's operation, type and constant operands; each other operand of I is, in
// the cut, either an input or the same instruction kept, so the few signatures a cut of I can
// have are predicted from I alone (driver/RootSignature.h) without extracting it. A cache-only
// compile extracts the cut of I only when one of them is some cached rewrite's (the root
// prefilter).
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace theseus::store {

// The signature of a root given by its parts: `opcode` as LLVM spells it ("add", "icmp", "call"),
// `detail` the icmp predicate ("ult") or the callee ("llvm.umax.i32") or empty, `type` the root's
// type as LLVM prints it ("i32", "<8 x i16>"), `operands` the kinds of its operands that are not
// constants (call arguments only, not the callee), each "a" or "v:" and an opcode, joined by ",".
uint64_t rootSignature(std::string_view opcode, std::string_view detail, std::string_view type, std::string_view operands);

// The same signature in pieces, for callers that try several operand lists on one root without
// building strings: rootSignature(o, d, t, "x,y") ==
// extendRootSignature(extendRootSignature(extendRootSignature(rootSignaturePrefix(o, d, t), "x"), ","), "y").
uint64_t rootSignaturePrefix(std::string_view opcode, std::string_view detail, std::string_view type);
inline uint64_t extendRootSignature(uint64_t signature, std::string_view text) {
  for (unsigned char c : text) signature = (signature ^ c) * 1099511628211ull;
  return signature;
}

// The signature of the cut in `canonicalText` (a cache key's text, canonicalCutText), read from
// its `ret` and the line that defines the returned value; nullopt when the text does not have
// that shape (then no root prefilter may be used).
std::optional<uint64_t> rootSignatureOfCutText(const std::string& canonicalText);

} // namespace theseus::store
