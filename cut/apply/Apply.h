#pragma once
// Rewrite application (seed 001: F' = R o C'): the proved rewrite C' of a cut replaces the cut's
// root in its function, its arguments bound to the cut's inputs, and the root and the code only
// it used are deleted.
//
// The rewrite applied is the LLVM function of the proved rewrite text (cut/apply/ParsedRewrites.h):
// the prover imported that same text, so what is applied is exactly what was proved. A
// one-block rewrite is cloned instruction by instruction before the root; the clone keeps every
// instruction, flag, metadata and attribute of the text, and only its debug location (the
// root's) and the names (".i" appended, as the inliner does) differ. A rewrite with more blocks
// is copied into the module as a helper and inlined with LLVM's inliner.
//
// A region cut (a phi kept its loop-free region, cut/extract/) has a one-block rewrite from the
// minotaur engine: straight-line code cloned before the root, where it runs on every path that
// reaches the root. Why that is sound: each time the function reaches the root it has entered
// the region at its head (a dominator of the root; the region's other blocks are entered only
// from the region) at its last visit and followed one of the cut's paths to the root, with the
// cut's inputs holding the values they hold at the root (each used input dominates the root,
// which bindArguments checks; the cut's branch conditions are computed from its inputs as in the
// function). The cut returns the root's value on exactly those paths and reaches `unreachable`
// (UB) on every other, so "the rewrite refines the cut", proved for all inputs, says: for every
// input whose path reaches the root without UB, the rewrite has no UB and returns a value the
// root may take. Paths that never reach the root do not run the clone, and the rewrite may have
// UB only on inputs on which the cut has (a path to `outside`, which never reaches the root in
// the function, or UB on the path to the root, which the function has too).
// A value computed in only one arm and read unguarded by the rewrite is a copy the proof checks
// (a division the arm's guard protected is UB without it, so it is never proved); an input
// defined in one arm does not dominate the root: extraction marks it "theseus-not-at-root" so
// that synthesis does not read it, and a rewrite that reads it anyway is not applied.
#include "cut/extract/Cut.h"

#include <string>

namespace llvm {
class DominatorTree;
class MemorySSA;
} // namespace llvm

namespace theseus::cut {

// What applyRewrite did to the function.
enum class ApplyResult {
  Applied,    // the root is replaced by the rewrite's instructions
  Unchanged,  // nothing changed; the error says why
  KeptAsCall, // the root is replaced by a call to the (proved) rewrite that LLVM would not inline
};

struct ApplyOutcome {
  ApplyResult result = ApplyResult::Unchanged;
  // The function's blocks and edges are unchanged and no added instruction may read or write
  // memory: its dominator tree and loop info are still valid, and so is the MemorySSA passed to
  // applyRewrite (the deleted loads were removed from it). False: they must be recomputed.
  bool analysesValid = true;
};

// Replaces `cut.root` by `rewrite`, a rewrite text parsed in the root's context, which must have
// the cut's signature and refine it (the caller proved that text). Unchanged, with `error`, when
// the signatures differ, an input the rewrite uses does not dominate the root in `dt` (the cut
// reached it through a phi), the rewrite refers to a global other than a declaration it calls,
// or it calls a declaration whose name the module gives another type; KeptAsCall, with
// `error`, in the unlikely case that LLVM refuses to inline a many-block helper (the correct call
// to it stays). Unless Unchanged the root is deleted, and with it every instruction that became
// trivially dead (starting from the root, not a scan of the function): `cut` must not be used
// afterwards. `memory` (borrowed, may be null: none computed) is updated for deleted loads.
ApplyOutcome applyRewrite(const Cut& cut, const llvm::Function& rewrite, const llvm::DominatorTree& dt, llvm::MemorySSA* memory,
                          std::string& error);

} // namespace theseus::cut
