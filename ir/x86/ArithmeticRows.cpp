// Rows of the x86 arithmetic families. Names and signatures: LLVM 19's IntrinsicsX86.td.
#include "ir/X86Intrinsics.h"

namespace theseus::ir {

void addArithmeticRows(std::vector<X86Row>& rows) {}

} // namespace theseus::ir
