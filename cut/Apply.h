#pragma once
// Rewrite application (seed 001: F' = R o C'): the proved rewrite C' of a cut replaces the cut's
// root in its function. C' is exported through bridge/, inlined at the root with its arguments
// bound to the cut's inputs, and the root and the code only it used are deleted.
#include "cut/Cut.h"

#include <string>

namespace llvm {
class DominatorTree;
}

namespace theseus::cut {

// Replaces `cut.root` by `rewrite`, which must have the cut's signature and refine it (the caller
// proved that). Returns false with `error`, changing nothing, when an input the rewrite uses does
// not dominate the root (the cut reached it through a phi) or LLVM rejects the exported rewrite;
// in the unlikely case that LLVM refuses to inline the helper, the (proved, correct) call to it
// stays and false is returned. On success the root is deleted: `cut` must not be used afterwards.
bool applyRewrite(const Cut& cut, const ir::Function& rewrite, const llvm::DominatorTree& dt, std::string& error);

} // namespace theseus::cut
