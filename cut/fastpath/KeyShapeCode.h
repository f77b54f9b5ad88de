#pragma once
// The exact shape code (cut/fastpath/ShapeCode.h) of a cache key: what lets a compile answered by a
// proof snapshot (store/ProofSnapshot.h) find a vouched key from its cut's walk, without building,
// importing or keying the cut.
#include <string>

namespace llvm {
class LLVMContext;
}

namespace theseus::cut {

// The exact shape code of the cut in the cache key text `keyText` (store::canonicalCutText), read
// in `context`; "" when there is none. The text is parsed, the cut of its returned value is walked
// and built as a compile would (cut/extract/Cut.h), and the code is given only when that cut comes
// from its first walk, is straight-line, has its walk's shape, and its own key text is `keyText`
// byte for byte. Then, by the code's contract, any compiled cut from its first walk with the same
// code has the key `keyText`.
std::string shapeCodeOfKey(const std::string& keyText, llvm::LLVMContext& context);

} // namespace theseus::cut
