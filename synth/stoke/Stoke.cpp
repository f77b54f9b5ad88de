#include "synth/stoke/Stoke.h"

#include "semantics/Evaluator.h"
#include "semantics/Interpreter.h"
#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/stoke/ProofGate.h"
#include "synth/stoke/Proposals.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <map>
#include <set>

namespace theseus::synth::stoke {

namespace {

using Clock = std::chrono::steady_clock;

bool poisonOnly(ir::Opcode op) {
  using ir::Opcode;
  for (Opcode o : {Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::And, Opcode::Or, Opcode::Xor, Opcode::Shl, Opcode::LShr, Opcode::AShr})
    if (o == op) return true;
  return false;
}

// K: the given constants, or {1, 2, -1, width-1} and the source's constants; masked, deduplicated.
std::vector<uint64_t> constantSet(const ir::Function& src, const StokeOptions& options) {
  unsigned w = src.returnType().bits();
  std::vector<uint64_t> raw = options.constants.value_or(std::vector<uint64_t>{1, 2, ~uint64_t(0), uint64_t(w - 1)});
  if (!options.constants)
    for (auto& inst : src.entry()->instructions())
      for (ir::Value* v : inst->operands())
        if (v->valueKind() == ir::Value::Kind::Constant && v->type() == src.returnType())
          if (auto bits = static_cast<ir::Constant*>(v)->scalarValue()) raw.push_back(bits->low64());
  std::vector<uint64_t> out;
  for (uint64_t c : raw) {
    c &= semantics::word::lowMask<uint64_t>(w);
    if (std::find(out.begin(), out.end(), c) == out.end()) out.push_back(c);
  }
  return out;
}

// The price of `op` under `model`: a two-argument function computing it, less the one returning
// an argument; at least a quarter, so that every instruction costs something.
double operationPrice(cost::CostModel& model, const ir::Function& src, std::optional<ir::Opcode> op) {
  ir::Function f("price", src.returnType());
  ir::Value* a = f.addArgument(src.returnType(), "a");
  ir::Value* b = f.addArgument(src.returnType(), "b");
  ir::Block* entry = f.addBlock("entry");
  ir::Value* result = a;
  if (op) {
    auto inst = std::make_unique<ir::Instruction>(*op, src.returnType(), "t");
    inst->addOperand(a);
    inst->addOperand(b);
    result = entry->append(std::move(inst));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(result);
  entry->append(std::move(ret));
  cost::CostResult priced = model.cost(f);
  return priced.cost ? priced.cost->primary : 1;
}

class Chains {
public:
  Chains(const ir::Function& src, const ir::DataLayout& dl, cost::CostModel& model, const StokeOptions& options,
         const StokeLimits& limits, SharedFindings* shared, Clock::time_point start, Clock::time_point deadline)
      : src_(src), model_(model), options_(options), limits_(limits), shared_(shared), start_(start), deadline_(deadline), random_(options.seed),
        gate_(src, dl, options.seed, options.secondaryBatches, limits.queryTimeoutMs, deadline) {
    space_.ops = options.ops;
    space_.constants = constantSet(src, options);
    double identity = operationPrice(model, src, std::nullopt);
    for (ir::Opcode op : options.ops) prices_[op] = std::max(operationPrice(model, src, op) - identity, 0.25);
    for (auto& [op, price] : prices_) maxPrice_ = std::max(maxPrice_, price);
    sourceProgram_ = programFromSource(src, limits.slots, options.ops);
    if (shared_) gate_.seed(shared_->counterexamples);
  }

  StokeResult run() {
    StokeResult out;
    out.sourceCost = model_.cost(src_).cost;
    sourceCost_ = out.sourceCost;
    if (!sourceCost_) {
      out.unsupported = "the cost model cannot price the source";
      return out;
    }
    for (unsigned r = 0; r < options_.restarts && !stopped(); ++r) {
      ++stats_.restarts;
      bool optimize = r % 2 == 1 && (sourceProgram_ || bestProgram_);
      runChain(optimize ? optimizationStart() : synthesisStart(r), optimize);
    }
    out.best = std::move(best_);
    out.bestCost = bestCost_;
    out.stats = stats_;
    if (shared_)
      shared_->addCounterexamples(gate_.counterexamples());
    return out;
  }

private:
  bool stopped() const { return stats_.timedOut || (bestProgram_ && liveOperations(*bestProgram_).empty()); }

  Program synthesisStart(unsigned restart) {
    unsigned w = src_.returnType().bits(), args = unsigned(src_.arguments().size());
    if (restart == 0) return emptyProgram(w, args, limits_.slots);
    return randomProgram(w, args, limits_.slots, space_, random_);
  }

  Program optimizationStart() const { return bestProgram_ ? *bestProgram_ : *sourceProgram_; }

  // perf: the prices of the operations the return reaches, scaled into [0, perfWeight].
  double perf(const Program& p) const {
    double sum = 0;
    for (ir::Opcode op : liveOperations(p)) sum += prices_.at(op);
    return options_.perfWeight * sum / (double(std::max(1u, limits_.slots)) * maxPrice_);
  }

  double costOf(const Program& p, uint64_t eq, bool optimize) const { return double(eq) + (optimize ? perf(p) : 0); }

  void runChain(Program current, bool optimize) {
    uint64_t currentEq = gate_.eq(current);
    double currentCost = costOf(current, currentEq, optimize);
    if (currentEq == 0) consider(current, currentEq, currentCost, optimize);
    for (uint64_t i = 0; i < options_.proposalsPerRestart && !stopped(); ++i) {
      if ((i & 63) == 0 && Clock::now() >= deadline_) {
        stats_.timedOut = true;
        break;
      }
      Program next = current;
      ProposalKind kind = propose(next, options_, space_, random_);
      ++stats_.proposals;
      ++stats_.byKind[unsigned(kind)];
      uint64_t nextEq = gate_.eq(next);
      double nextCost = costOf(next, nextEq, optimize);
      double delta = nextCost - currentCost;
      if (!(delta <= 0 || random_.unit() < std::exp(-options_.beta * delta))) continue;
      ++stats_.accepted;
      current = std::move(next);
      currentEq = nextEq;
      currentCost = nextCost;
      if (currentEq == 0) consider(current, currentEq, currentCost, optimize);
    }
  }

  // An eq = 0 program: priced, and when cheaper than the source and the best so far, gated; a
  // refutation changes the tests, so the current cost is taken again.
  void consider(const Program& p, uint64_t& eq, double& cost, bool optimize) {
    if (!seen_.insert(liveKey(p)).second) return;
    cost::CostResult priced = model_.cost(*buildFunction(p, src_, "tgt"));
    if (!priced.cost || !(*priced.cost < *sourceCost_) || (bestCost_ && !(*priced.cost < *bestCost_))) return;
    if (shared_ && shared_->bestCost && !(priced.cost->primary < *shared_->bestCost)) return;
    ++stats_.zeroCostCandidates;
    GateOutcome outcome = gate_.check(p, stats_);
    switch (outcome.verdict) {
    case GateVerdict::Proved:
      best_ = std::move(outcome.proved);
      bestCost_ = priced.cost;
      bestProgram_ = p;
      stats_.proposalsToBest = stats_.proposals;
      stats_.secondsToBest = std::chrono::duration<double>(Clock::now() - start_).count();
      break;
    case GateVerdict::FailedTests:
    case GateVerdict::Refuted:
      eq = gate_.eq(p);
      cost = costOf(p, eq, optimize);
      break;
    case GateVerdict::OutOfTime: stats_.timedOut = true; break;
    case GateVerdict::Unknown: break;
    }
  }

  const ir::Function& src_;
  cost::CostModel& model_;
  const StokeOptions& options_;
  const StokeLimits& limits_;
  SharedFindings* shared_;
  Clock::time_point start_;
  Clock::time_point deadline_;
  Random random_;
  ProofGate gate_;
  ProposalSpace space_;
  std::map<ir::Opcode, double> prices_;
  double maxPrice_ = 0.25;
  std::optional<Program> sourceProgram_;
  std::optional<cost::Cost> sourceCost_;
  std::set<std::string> seen_;
  std::unique_ptr<ir::Function> best_;
  std::optional<cost::Cost> bestCost_;
  std::optional<Program> bestProgram_;
  StokeStats stats_;
};

} // namespace

std::string unsupportedReason(const ir::Function& src, const StokeOptions& options) {
  if (std::string why = integerFragmentUnsupportedReason(src); !why.empty()) return why;
  if (options.ops.empty()) return "no operations to propose";
  for (ir::Opcode op : options.ops)
    if (!poisonOnly(op)) return "operation " + std::string(ir::opcodeName(op)) + " is not a poison-only binary operation";
  double mass = options.opcodeMass + options.operandMass + options.constantMass + options.swapMass + options.instructionMass;
  if (!(mass > 0)) return "every proposal mass is 0";
  if (!(options.beta > 0)) return "beta must be positive";
  return "";
}

StokeResult search(const ir::Function& src, const ir::DataLayout& dl, cost::CostModel& model, const StokeOptions& options,
                   const StokeLimits& limits, SharedFindings* shared) {
  auto start = Clock::now();
  StokeResult result;
  result.unsupported = unsupportedReason(src, options);
  if (!result.unsupported.empty()) return result;
  auto deadline = start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(limits.seconds));
  try {
    Chains chains(src, dl, model, options, limits, shared, start, deadline);
    return chains.run();
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
}

} // namespace theseus::synth::stoke
