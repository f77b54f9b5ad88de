#pragma once
// Which region a machine verdict (store/RewriteCache.h) was measured on: a function as the compile
// met it, before any rewrite, and a root's place in it. The function's identity is a hash of its
// blocks and instructions (opcodes, types, flags, predicates, callees, constants, operands as
// places) and ignores value names and debug records, so harvest (clang -O3 -g, then the .ll) and a
// compile of the same source with the same flags (the plugin, with or without -g) give a root the
// same region. Two different functions may share an identity only by a hash collision; a verdict
// found that way decides profitability only, never correctness.
#include <llvm/ADT/DenseMap.h>

#include <cstdint>
#include <optional>

namespace llvm {
class Function;
class Instruction;
} // namespace llvm

namespace theseus::driver {

class RegionIdentity {
public:
  // The identity of `f` as it is now, and the place of each of its instructions.
  explicit RegionIdentity(const llvm::Function& f);

  // The region of `root`, an instruction `f` had when this identity was taken (a candidate the
  // driver has not yet seen deleted); nullopt for one added since.
  std::optional<uint64_t> regionOf(const llvm::Instruction& root) const;

  uint64_t functionHash() const { return function_; }

private:
  uint64_t function_ = 0;
  llvm::DenseMap<const llvm::Instruction*, unsigned> places_;
};

} // namespace theseus::driver
