#pragma once
// The driver's exact in-run memo by cut shape (cut/fastpath/Shape.h): a straight-line cut whose
// shape equals an earlier cut's in this module gets that cut's answer without being built, imported
// or keyed. Equal shapes give byte-equal cache keys (the contract in cut/fastpath/Shape.h), so the
// answer is the one the key-text memo would give after the whole extraction. Only cuts whose
// harvest is their first walk's (the bridge rejected nothing) are remembered: a repeat is compared
// on its first walk. Each entry keeps its cut's module (in the compiled module's LLVMContext) as
// the representative its shape points into, so nothing it compares against is deleted when a
// rewrite is applied.
#include "cut/fastpath/Shape.h"
#include "driver/Driver.h"

#include <memory>
#include <string>
#include <unordered_map>

namespace theseus::driver {

// One remembered cut: its shape, read from its built function, which the entry keeps alive.
struct ShapeMemoEntry {
  cut::CutShape shape;
  std::unique_ptr<llvm::Module> module;
  ir::DataLayout dataLayout;
  // The answer: the rewrite's Theseus IR when the driver had one (null for a proof-snapshot hit,
  // which is applied from its text alone), its text when outcome is Applied, and the outcome.
  std::shared_ptr<const ir::Function> rewrite;
  std::string rewriteText;
  CutOutcome outcome = CutOutcome::NoRewrite;
};

class ShapeMemo {
public:
  using Entry = ShapeMemoEntry;

  ShapeMemo();
  ~ShapeMemo();

  // The entry whose shape is the same as `shape` (cut::sameShape), or null.
  const Entry* find(const cut::CutShape& shape) const;

  // Remembers `cut`'s answer (`rewrite`, `rewriteText`, `outcome`), taking its LLVM module, when
  // `cut` comes from its first walk and its built function's shape is `walked` (the walk's shape).
  // Call it before the cut's rewrite is applied: `walked` points into the function. `cut` stays
  // usable for application (root, inputs, IR).
  void remember(const cut::CutShape& walked, cut::Cut& cut, std::shared_ptr<const ir::Function> rewrite, std::string rewriteText,
                CutOutcome outcome);

  // The cut of `walk` (whose shape is `entry`'s) as finishCut would return it, without its LLVM
  // module and its Theseus IR (an answered cut is neither keyed nor priced): root, inputs, counts.
  static cut::Cut cutOf(const Entry& entry, const cut::CutWalk& walk);

  // Drops every entry (before the module's LLVMContext can go).
  void clear() { entries_.clear(); }

private:
  std::unordered_multimap<uint64_t, Entry> entries_;
};

} // namespace theseus::driver
