#pragma once
// What a change does to the machine code that runs (issue 24): functions copied into a module of
// their own, compiled by LLVM's code generator for one CPU, and each IR block's machine code
// simulated by llvm-mca, weighted by the block's estimated frequency (BlockFrequencyInfo, which
// reads profile data when the module has it). The driver prices a function before and after a
// proved rewrite this way and applies the rewrite only when the weighted machine code got cheaper.
#include "llvm/Transforms/Utils/ValueMapper.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace llvm {
class BlockFrequencyInfo;
class Function;
class LLVMContext;
class Module;
class TargetMachine;
} // namespace llvm

namespace theseus::cost {

// Copies of functions in a module of their own in the originals' LLVMContext: every global a copy
// refers to is a declaration there, debug info is dropped. A rewrite can be tried on a copy
// without touching the user's module; the pricer compiles the module.
class IsolatedFunctions {
public:
  explicit IsolatedFunctions(llvm::LLVMContext& context);
  ~IsolatedFunctions();

  // Adds a copy of `f` (a definition), named theseus_isolated_<N>, and returns it; `map` receives
  // f's arguments, blocks and instructions to the copy's.
  llvm::Function& add(const llvm::Function& f, llvm::ValueToValueMapTy& map);

  llvm::Module& module() { return *module_; }

private:
  std::unique_ptr<llvm::Module> module_;
  unsigned added_ = 0;
};

// A function's machine code, each figure summed over its IR blocks weighted by their relative
// frequency (the entry block weighs 1): the micro-ops, the reciprocal throughputs and the
// instructions llvm-mca gives each block's code.
struct MachineCost {
  double uops = 0;
  double rthroughput = 0;
  double instructions = 0;
};

// Whether `a` is cheaper than `b`: no figure of `a` (uops, rthroughput, instructions) is larger
// than `b`'s and at least one is smaller, a difference within one part in 10^9 of the larger
// figure counting as equal (the weights are ratios, their sums are not exact). Where the figures
// disagree (fewer micro-ops but more instructions, say) the change is no clear gain and is not one.
bool cheaperMachineCode(const MachineCost& a, const MachineCost& b);

// The relative frequency of each block of `f` in layout order, from `bfi` (entry = 1).
std::vector<double> blockWeights(const llvm::Function& f, const llvm::BlockFrequencyInfo& bfi);

// The share of `f`'s executed IR instructions that `block`'s instructions are, estimated by the
// blocks' weights (`weights` as blockWeights gives them; debug records not counted).
double blockShare(const llvm::Function& f, const std::vector<double>& weights, const llvm::BasicBlock& block);

class MachineCodePricer {
public:
  // A pricer for `mcpu`; null with `error` for a CPU LLVM does not know.
  static std::unique_ptr<MachineCodePricer> create(const std::string& mcpu, std::string& error);
  ~MachineCodePricer();

  // The machine cost of each of `fs`, functions of `isolated`, compiled together for the CPU in
  // one code generator run (the whole module is compiled, and changed by the code generator:
  // price an IsolatedFunctions once). `weights[i]` gives the weight of each block of fs[i] in
  // layout order (blockWeights of the original); a block without one weighs 1. Machine blocks the
  // code generator adds (split edges, preheaders) weigh as the block laid out before them. Calls
  // are left out (their cost is the callee's, which no block of this function shows).
  // nullopt with `error` when the code cannot be generated or simulated.
  std::optional<std::vector<MachineCost>> price(IsolatedFunctions& isolated, const std::vector<llvm::Function*>& fs,
                                                const std::vector<std::vector<double>>& weights, std::string& error);

  const std::string& mcpu() const { return mcpu_; }

private:
  MachineCodePricer(std::unique_ptr<llvm::TargetMachine> tm, std::string mcpu);
  std::unique_ptr<llvm::TargetMachine> tm_;
  std::string mcpu_;
};

} // namespace theseus::cost
