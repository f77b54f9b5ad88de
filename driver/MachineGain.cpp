#include "driver/MachineGain.h"

#include "cost/region/MachineRegion.h"
#include "cut/apply/Apply.h"
#include "ir/Hash.h"
#include "store/ProofSnapshot.h"
#include "store/RewriteCache.h"

#include <llvm/Analysis/BlockFrequencyInfo.h>
#include <llvm/IR/Constants.h>
#include <llvm/IR/Dominators.h>
#include <llvm/IR/Function.h>
#include <llvm/IR/Instructions.h>
#include <llvm/IR/PassManager.h>
#include <llvm/IR/Verifier.h>

namespace theseus::driver {

namespace {

// The value `input` of the original function stands for in a copy made with `map`: its copy, or
// itself for a constant that names no global (those are shared by the context); null otherwise.
llvm::Value* inCopy(llvm::Value* input, const llvm::ValueToValueMapTy& map) {
  if (llvm::Value* copy = map.lookup(input)) return copy;
  if (llvm::isa<llvm::ConstantData>(input)) return input;
  return nullptr;
}

// The cut `c` as it is in a copy of its function made with `map`; nullopt when an input cannot be
// found there.
std::optional<cut::Cut> cutInCopy(const cut::Cut& c, const llvm::ValueToValueMapTy& map) {
  cut::Cut mapped;
  mapped.root = llvm::dyn_cast_or_null<llvm::Instruction>(map.lookup(c.root));
  if (!mapped.root) return std::nullopt;
  for (llvm::Value* input : c.inputs) {
    llvm::Value* copy = inCopy(input, map);
    if (!copy) return std::nullopt;
    mapped.inputs.push_back(copy);
  }
  return mapped;
}

// Why `f` is not priced, or "": a function that takes block addresses or jumps indirectly (a copy
// would name the original's blocks), or one so large that compiling it twice per rewrite would cost
// more than the check is worth.
std::string whyNotPriced(const llvm::Function& f) {
  constexpr size_t kMaxInstructions = 50000;
  if (f.getInstructionCount() > kMaxInstructions) return "the function has more than 50000 instructions";
  for (const llvm::BasicBlock& block : f) {
    if (block.hasAddressTaken()) return "the function takes a block's address";
    if (llvm::isa<llvm::IndirectBrInst>(block.getTerminator()) || llvm::isa<llvm::CallBrInst>(block.getTerminator()))
      return "the function jumps indirectly";
  }
  return "";
}

// The name of the rule cost::cheaperMachineCode applies, folded into the rewrite's hash under
// which verdicts are kept, so that verdicts judged by an earlier rule are never read as this one's.
constexpr char kJudgingRule[] = "machine-gain:no-figure-worse";

} // namespace

uint64_t machineVerdictRewriteHash(const std::string& rewriteText) { return ir::fnv1a(std::string(kJudgingRule) + '\0' + rewriteText); }

void FunctionFrequencies::start(llvm::Function& f) {
  function_ = &f;
  ++started_;
  version_ = 0;
  identity_.reset();
  weights_.clear();
}

const RegionIdentity& FunctionFrequencies::identity() {
  if (!identity_) identity_.emplace(*function_);
  return *identity_;
}

const std::vector<double>& FunctionFrequencies::weights(llvm::FunctionAnalysisManager& fam) {
  if (weights_.size() != function_->size()) weights_ = cost::blockWeights(*function_, fam.getResult<llvm::BlockFrequencyAnalysis>(*function_));
  return weights_;
}

double FunctionFrequencies::shareOf(const llvm::Instruction& inst, llvm::FunctionAnalysisManager& fam) {
  return cost::blockShare(*function_, weights(fam), *inst.getParent());
}

MachineGainJudge::MachineGainJudge(std::string mcpu, store::RewriteStore* store, const store::ProofSnapshot* snapshot)
    : mcpu_(std::move(mcpu)), store_(store), snapshot_(snapshot) {}

MachineGainJudge::~MachineGainJudge() = default;

MachineJudgement MachineGainJudge::judge(const cut::Cut& c, const llvm::Function& rewrite, const std::string& rewriteText,
                                         FunctionFrequencies& facts, llvm::FunctionAnalysisManager& fam) {
  uint64_t rewriteHash = machineVerdictRewriteHash(rewriteText);
  std::optional<uint64_t> region = facts.identity().regionOf(*c.root);
  if (region && snapshot_)
    if (std::optional<bool> gain = snapshot_->machineGain(*region, rewriteHash))
      return MachineJudgement{MachineJudgement::Source::Snapshot, *gain};
  try {
    if (region && store_)
      if (std::optional<store::MachineVerdict> v = store_->machineVerdict(mcpu_, *region, rewriteHash))
        return MachineJudgement{MachineJudgement::Source::Cache, v->gain, v->before, v->after};
  } catch (const store::StoreError&) {
  }
  MachineJudgement judged = price(c, rewrite, facts, fam);
  try {
    if (judged.source == MachineJudgement::Source::Priced && region && store_)
      store_->putMachineVerdict({mcpu_, *region, rewriteHash, judged.before, judged.after, judged.gain});
  } catch (const store::StoreError&) {
  }
  return judged;
}

MachineJudgement MachineGainJudge::price(const cut::Cut& c, const llvm::Function& rewrite, FunctionFrequencies& facts,
                                         llvm::FunctionAnalysisManager& fam) {
  MachineJudgement out;
  if (!pricerTried_) pricer_ = cost::MachineCodePricer::create(mcpu_, pricerError_);
  pricerTried_ = true;
  if (!pricer_) return out.why = pricerError_, out;
  llvm::Function& f = *c.root->getFunction();
  if (std::string why = whyNotPriced(f); !why.empty()) return out.why = why, out;
  const std::vector<double>& weights = facts.weights(fam);
  bool beforeKnown = before_ && beforeState_ == facts.state();
  cost::IsolatedFunctions isolated(f.getContext());
  llvm::ValueToValueMapTy beforeMap, afterMap;
  llvm::Function* before = beforeKnown ? nullptr : &isolated.add(f, beforeMap);
  llvm::Function& after = isolated.add(f, afterMap);
  std::optional<cut::Cut> mapped = cutInCopy(c, afterMap);
  if (!mapped) return out.why = "an input of the cut is a constant naming a global", out;
  std::string error;
  llvm::DominatorTree dt(after);
  cut::ApplyOutcome applied = cut::applyRewrite(*mapped, rewrite, dt, nullptr, error);
  if (applied.result != cut::ApplyResult::Applied) return out.why = "the rewrite does not apply to a copy: " + error, out;
  if (after.size() != f.size()) return out.why = "the rewrite changes the function's blocks", out;
  if ((before && llvm::verifyFunction(*before)) || llvm::verifyFunction(after)) return out.why = "a copy of the function fails LLVM's verifier", out;
  std::vector<llvm::Function*> priced = before ? std::vector<llvm::Function*>{before, &after} : std::vector<llvm::Function*>{&after};
  auto costs = pricer_->price(isolated, priced, std::vector<std::vector<double>>(priced.size(), weights), error);
  if (!costs) return out.why = error, out;
  if (before) {
    before_ = costs->front();
    beforeState_ = facts.state();
  }
  out.source = MachineJudgement::Source::Priced;
  out.before = before_->uops;
  out.after = costs->back().uops;
  out.gain = cost::cheaperMachineCode(costs->back(), *before_);
  return out;
}

} // namespace theseus::driver
