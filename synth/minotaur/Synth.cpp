#include "synth/minotaur/Synth.h"

#include "cost/CostModel.h"
#include "semantics/Interpreter.h"
#include "synth/minotaur/ConstantSolver.h"
#include "synth/minotaur/Enumerator.h"
#include "synth/minotaur/Examples.h"
#include "verify/ConstantQuery.h"
#include "verify/Refinement.h"

#include "ir/Printer.h"

#include <algorithm>
#include <iostream>
#include <chrono>
#include <unordered_set>

namespace theseus::synth {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point t) { return std::chrono::duration<double>(Clock::now() - t).count(); }

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

uint64_t costHash(const cost::Cost& c) {
  uint64_t h = 0;
  for (double k : c.key) h = mix(h, std::hash<double>()(k));
  return h;
}

// Phase 3 for one synthesis run: candidates in cost order through test vectors, fingerprint
// deduplication, constant solving and the refinement proof.
class Verifier {
public:
  Verifier(const ir::Function& cut, const ir::DataLayout& dl, const Pool& pool, const SynthOptions& options, Examples& examples,
           Clock::time_point deadline, SynthStats& stats)
      : cut_(cut), dl_(dl), pool_(pool), options_(options), examples_(examples), deadline_(deadline), stats_(stats),
        method_(chooseConstantMethod(cut, options.constants)) {}

  // The proved rewrite of `c`, or null.
  std::unique_ptr<ir::Function> prove(const PricedCandidate& c, ConstantMethod& method) {
    uint64_t rejectedBefore = stats_.rejectedByVectors;
    auto proved = proveCandidate(c, method);
    if (options_.trace)
      std::cerr << "; candidate cost " << c.cost.primary << ": "
                << (proved ? "proved" : stats_.rejectedByVectors > rejectedBefore ? "rejected" : "not proved") << "\n"
                << ir::toString(*buildCandidate(cut_, pool_, c.candidate, BuildMode::Cost));
    return proved;
  }

private:
  std::unique_ptr<ir::Function> proveCandidate(const PricedCandidate& c, ConstantMethod& method) {
    method = ConstantMethod::None;
    if (c.candidate.symbolicConstants() == 0) return proveConcrete(c);
    ConstantSolution s = solveConstants(queries_, cut_, dl_, pool_, c.candidate, examples_, method_,
                                        options_.constants == ConstantChoice::Auto,
                                        std::min(options_.constantTimeoutMs, options_.queryTimeoutMs), options_.queryTimeoutMs, deadline_, stats_);
    if (s.outcome == ConstantSolution::Outcome::NoConstants) ++stats_.rejectedByVectors;
    if (s.outcome == ConstantSolution::Outcome::Proved) seen_.clear();
    method = s.method;
    return std::move(s.rewrite);
  }

  // A candidate without constants: test vectors, fingerprint deduplication, one proof.
  std::unique_ptr<ir::Function> proveConcrete(const PricedCandidate& c) {
    auto tgt = buildCandidate(cut_, pool_, c.candidate, BuildMode::Concrete);
    if (examples_.firstFailure(*tgt)) {
      ++stats_.rejectedByVectors;
      return nullptr;
    }
    if (!seen_.insert(mix(examples_.fingerprint(*tgt), costHash(c.cost))).second) {
      ++stats_.duplicates;
      return nullptr;
    }
    auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(deadline_ - Clock::now()).count();
    if (ms <= 0) return nullptr;
    verify::Options vo;
    vo.timeoutMs = unsigned(std::min<long long>(ms, options_.queryTimeoutMs));
    ++stats_.smtQueries;
    verify::Result r = verify::checkRefinement(cut_, *tgt, dl_, vo);
    stats_.proofSeconds += r.seconds;
    if (r.verdict == verify::Verdict::Correct) return tgt;
    if (r.verdict == verify::Verdict::Incorrect && r.counterexample && examples_.addCounterexample(*r.counterexample)) {
      ++stats_.counterexamples;
      seen_.clear();
    } else if (r.verdict != verify::Verdict::Incorrect) {
      ++stats_.unknowns;
    }
    return nullptr;
  }

  const ir::Function& cut_;
  const ir::DataLayout& dl_;
  const Pool& pool_;
  const SynthOptions& options_;
  Examples& examples_;
  Clock::time_point deadline_;
  SynthStats& stats_;
  ConstantMethod method_;
  verify::ConstantQueries queries_;
  // Fingerprints (on the current test vectors) and costs of the candidates already sent to the
  // solver; cleared whenever a counterexample changes the vectors.
  std::unordered_set<uint64_t> seen_;
};

// Whether `v` is the constant `value` in every lane (-1 meaning all ones).
bool isConstant(const ir::Value* v, int64_t value) {
  if (v->valueKind() != ir::Value::Kind::Constant) return false;
  for (const ir::ConstLane& l : static_cast<const ir::Constant*>(v)->lanes()) {
    if (l.kind != ir::ConstLane::Kind::Value) return false;
    if (!(l.bits == ir::Bits(l.bits.width(), uint64_t(value)))) return false;
  }
  return true;
}

// Whether `inst` returns one of its operands unchanged because the other is an identity
// constant (x + 0, x | 0, x ^ 0, x - 0, shifts by 0, x * 1, x & -1, x / 1, fshl(x, x, 0)).
bool isIdentity(const ir::Instruction& inst) {
  using ir::Opcode;
  if (inst.opcode() == Opcode::Call && (inst.intrinsic == ir::Intrinsic::FShl || inst.intrinsic == ir::Intrinsic::FShr))
    return inst.numOperands() == 3 && inst.operand(0) == inst.operand(1) && isConstant(inst.operand(2), 0);
  if (inst.numOperands() != 2) return false;
  const ir::Value* a = inst.operand(0);
  const ir::Value* b = inst.operand(1);
  switch (inst.opcode()) {
  case Opcode::Add: case Opcode::Or: case Opcode::Xor: return isConstant(a, 0) || isConstant(b, 0);
  case Opcode::Sub: case Opcode::Shl: case Opcode::LShr: case Opcode::AShr: return isConstant(b, 0);
  case Opcode::Mul: return isConstant(a, 1) || isConstant(b, 1);
  case Opcode::And: return isConstant(a, -1) || isConstant(b, -1);
  case Opcode::UDiv: case Opcode::SDiv: return isConstant(b, 1);
  default: return false;
  }
}

// Whether `inst` applies an idempotent or self-cancelling operation to one value twice
// (x & x, x | x, umin(x, x), ... equal x; x ^ x, x - x equal 0).
bool isSelfApplication(const ir::Instruction& inst) {
  using ir::Intrinsic;
  using ir::Opcode;
  if (inst.numOperands() != 2 || inst.operand(0) != inst.operand(1)) return false;
  switch (inst.opcode()) {
  case Opcode::And: case Opcode::Or: case Opcode::Xor: case Opcode::Sub: return true;
  case Opcode::Call:
    return inst.intrinsic == Intrinsic::UMin || inst.intrinsic == Intrinsic::UMax ||
           inst.intrinsic == Intrinsic::SMin || inst.intrinsic == Intrinsic::SMax;
  default: return false;
  }
}

// A rewrite with an identity or self-applied instruction equals a smaller candidate, enumerated
// earlier.
bool reducible(const ir::Function& f) {
  for (auto& inst : f.entry()->instructions())
    if (isIdentity(*inst) || isSelfApplication(*inst)) return true;
  return false;
}

// Why synthesis cannot take `cut`, or the empty string.
std::string unsupportedReason(const ir::Function& cut) {
  if (cut.blocks().size() != 1) return "the cut has more than one block (synthesis takes one loop-free block)";
  if (!cut.returnType().isIntOrVector()) return "the cut must return an integer or an integer vector";
  for (auto& a : cut.arguments())
    if (!a->type().isIntOrVector()) return "argument %" + a->name() + " is not an integer or integer vector";
  for (auto& inst : cut.entry()->instructions())
    if (inst->opcode() == ir::Opcode::Phi) return "phi in the cut";
  if (!semantics::evaluatorSupports(cut)) return "a lane wider than the concrete evaluator handles (128 bits)";
  return "";
}

// Prices the proved rewrites with `precise` (when given) and orders them cheapest first, by the
// precise cost and then the pruning cost; without options.all only the first stays.
void orderRewrites(SynthResult& result, cost::CostModel* precise, bool all) {
  if (precise) {
    std::vector<const ir::Function*> fs;
    for (auto& rw : result.rewrites) fs.push_back(rw.function.get());
    std::vector<cost::CostResult> costs = precise->costAll(fs);
    for (size_t i = 0; i < costs.size(); ++i) result.rewrites[i].preciseCost = costs[i].cost ? costs[i].cost->primary : 1e300;
  }
  std::stable_sort(result.rewrites.begin(), result.rewrites.end(), [](const SynthRewrite& a, const SynthRewrite& b) {
    return a.preciseCost != b.preciseCost ? a.preciseCost < b.preciseCost : a.cost < b.cost;
  });
  if (!all && result.rewrites.size() > 1) result.rewrites.resize(1);
}

// Appends the complete candidates of `list`, built as the pruning model priced them, to
// options.pricedCandidates, up to its cap.
void collectPriced(const ir::Function& cut, const Pool& pool, const std::vector<PricedCandidate>& list, const SynthOptions& options) {
  if (!options.pricedCandidates) return;
  for (const PricedCandidate& c : list) {
    if (options.pricedCandidates->size() >= options.maxPricedCandidates) return;
    options.pricedCandidates->push_back(buildCandidate(cut, pool, c.candidate, BuildMode::Cost, nullptr, false));
  }
}

} // namespace

SynthResult synthesize(const ir::Function& cut, const ir::DataLayout& dl, const SynthOptions& options, cost::CostModel& pruning,
                       cost::CostModel* precise) {
  SynthResult result;
  auto start = Clock::now();
  auto deadline = start + std::chrono::milliseconds(int64_t(options.timeLimitSeconds * 1000));
  result.unsupported = unsupportedReason(cut);
  if (!result.unsupported.empty()) return result;
  cost::CostResult srcCost = pruning.cost(cut);
  if (!srcCost.cost) {
    result.unsupported = "the cost model cannot price the cut: " + srcCost.error;
    return result;
  }
  result.sourceCost = srcCost.cost->primary;
  SynthStats& stats = result.stats;
  try {
    Pool pool(cut, options.pool);
    Examples examples(cut, dl, options.seed, options.testVectors);
    stats.poolTemplates = unsigned(pool.templates().size());
    stats.poolInputs = unsigned(pool.inputs().size());
    stats.poolSeconds = secondsSince(start);
    Enumerator enumerator(cut, pool, pruning, stats, deadline, options.maxCandidates);
    Verifier verifier(cut, dl, pool, options, examples, deadline, stats);
    cost::Cost bound = *srcCost.cost;
    for (unsigned k = 0; k <= options.maxInsts && Clock::now() < deadline; ++k) {
      auto t0 = Clock::now();
      std::vector<PricedCandidate> list = enumerator.enumerate(k, bound);
      stats.enumerateSeconds += secondsSince(t0);
      collectPriced(cut, pool, list, options);
      auto t1 = Clock::now();
      for (const PricedCandidate& c : list) {
        if (Clock::now() >= deadline) {
          stats.timedOut = true;
          break;
        }
        if (!options.all && !(c.cost < bound)) break;
        SynthRewrite rw;
        auto proveStart = Clock::now();
        rw.function = verifier.prove(c, rw.constants);
        rw.proofSeconds = secondsSince(proveStart);
        if (!rw.function) continue;
        if (reducible(*rw.function)) {
          ++stats.duplicates;
          continue;
        }
        std::optional<cost::Cost> cost = pruning.cost(*rw.function).cost;
        if (!cost || !(*cost < *srcCost.cost)) continue;
        rw.cost = rw.preciseCost = cost->primary;
        rw.costKey = *cost;
        rw.foundSeconds = secondsSince(start);
        if (!options.all && *cost < bound) bound = *cost;
        result.rewrites.push_back(std::move(rw));
      }
      stats.verifySeconds += secondsSince(t1);
      if (enumerator.stopped()) break;
    }
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
  orderRewrites(result, precise, options.all);
  return result;
}

} // namespace theseus::synth
