#pragma once
// Building the cut as an llvm::Function (Algorithm 1, steps 43-48): the kept instructions cloned
// into a fresh module, inputs as arguments, back edges and edges leaving the region redirected to
// `unreachable`, and I's value returned.
#include "cut/Harvest.h"
#include "cut/Region.h"

#include <map>
#include <memory>
#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace theseus::cut {

struct BuiltCut {
  std::unique_ptr<llvm::Module> module;
  llvm::Function* function = nullptr;
  // A value of the cut (clone or argument) -> the original value it stands for.
  std::map<const llvm::Value*, const llvm::Value*> original;
};

// Builds the cut of `root`; null module with `error` set when the region has a terminator the cut
// cannot express or the result fails LLVM's verifier.
BuiltCut buildCut(llvm::Instruction& root, const Region& region, const Harvest& harvest, std::string& error);

} // namespace theseus::cut
