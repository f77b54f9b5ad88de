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

// What applyRewrite did to the function.
enum class ApplyResult {
  Applied,    // the root is replaced by the rewrite's instructions
  Unchanged,  // nothing changed; the error says why
  KeptAsCall, // the root is replaced by a call to the (proved) rewrite that LLVM would not inline
};

// Replaces `cut.root` by `rewrite`, which must have the cut's signature and refine it (the caller
// proved that). Unchanged, with `error`, when an input the rewrite uses does not dominate the root
// (the cut reached it through a phi) or LLVM rejects the exported rewrite; KeptAsCall, with
// `error`, in the unlikely case that LLVM refuses to inline the helper (the correct call to it
// stays). Unless Unchanged the root is deleted: `cut` must not be used afterwards.
ApplyResult applyRewrite(const Cut& cut, const ir::Function& rewrite, const llvm::DominatorTree& dt, std::string& error);

} // namespace theseus::cut
