#include "synth/massalin/Massalin.h"

#include "semantics/Evaluator.h"
#include "semantics/IntOps.h"
#include "semantics/Interpreter.h"
#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"
#include "synth/engine/RewriteSkeleton.h"
#include "synth/engine/TestVectors.h"
#include "synth/massalin/Enumeration.h"
#include "verify/Refinement.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <optional>

namespace theseus::synth::massalin {

namespace {

// One candidate instruction on a generic test batch, by the semantics/ source of truth.
BatchLane apply(const StepOp& op, const BatchLane& a, const BatchLane& b, unsigned w) {
  Batch d;
  semantics::Effects<Batch> fx{0};
  if (op.op != ir::Opcode::ICmp) {
    BatchLane r = semantics::binaryLane(d, op.op, 0, a, b, fx);
    r.poison |= fx.ub;
    return r;
  }
  BatchLane c = semantics::icmpLane(d, op.pred, a, b);
  if (op.ext == ir::Opcode::Select) return semantics::selectLane(d, c, a, b);
  return semantics::castLane(d, op.ext, 0, c, w);
}

// The full check of a survivor (Confirmer of Algorithm 13.3.3): every generic test batch, then
// the refinement checker. Counts the solver's verdicts.
class FullCheck final : public Confirmer {
public:
  FullCheck(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options, const std::vector<uint64_t>& constants,
            std::optional<std::chrono::steady_clock::time_point> deadline)
      : src_(src), dl_(dl), options_(options), constants_(constants), deadline_(deadline), tests_(src, dl, constants, options.seed, 3),
        leafCount_(unsigned(src.arguments().size() + constants.size())) {
    for (const semantics::TestInput& input : options.seedTests) tests_.promote(input);
  }

  // The defined tests of the primary batch, the fast filter's initial lanes.
  std::vector<FastTest> initialTests() const {
    std::vector<FastTest> out;
    const TestBatch& b = tests_.batch(0);
    for (unsigned t = 0; t < semantics::kBatch; ++t)
      if ((b.care >> t) & 1) out.push_back(fastTest(b, t));
    return out;
  }

  ConfirmOutcome confirm(const std::vector<Step>& steps, unsigned leaf) override {
    for (size_t i = 0; i < tests_.batchCount(); ++i) {
      const TestBatch& b = tests_.batch(i);
      uint64_t failed = TestVectors::failures(b, evaluate(steps, b, leaf));
      if (failed) return refuted(fastTest(b, unsigned(__builtin_ctzll(failed))));
    }
    std::optional<unsigned> timeoutMs = queryTimeoutMs();
    if (!timeoutMs) {
      stats.timedOut = true;
      return {ConfirmOutcome::Kind::Unknown, std::nullopt};
    }
    auto tgt = build(steps, leaf);
    verify::Options vo;
    vo.timeoutMs = *timeoutMs;
    ++stats.smtQueries;
    verify::Result r = verify::checkRefinement(src_, *tgt, dl_, vo);
    if (r.verdict == verify::Verdict::Correct) {
      proved = std::move(tgt);
      return {ConfirmOutcome::Kind::Proved, std::nullopt};
    }
    if (r.verdict == verify::Verdict::Incorrect && r.counterexample) {
      ++stats.counterexamples;
      semantics::TestInput input = testInputFromCounterexample(src_, *r.counterexample);
      tests_.promote(input);
      counterexamples.push_back(input);
      return refuted(definedTest(input));
    }
    ++stats.unknowns;
    return {ConfirmOutcome::Kind::Unknown, std::nullopt};
  }

  SearchStats stats;
  std::unique_ptr<ir::Function> proved;
  std::vector<semantics::TestInput> counterexamples;

private:
  // The per-query timeout, cut to the time left before the deadline; nullopt once it has passed.
  std::optional<unsigned> queryTimeoutMs() const {
    if (!deadline_) return options_.timeoutMs;
    auto left = std::chrono::duration_cast<std::chrono::milliseconds>(*deadline_ - std::chrono::steady_clock::now()).count();
    if (left <= 0) return std::nullopt;
    return unsigned(std::min<long long>(options_.timeoutMs, left));
  }

  static ConfirmOutcome refuted(std::optional<FastTest> t) { return {ConfirmOutcome::Kind::Refuted, std::move(t)}; }

  static FastTest fastTest(const TestBatch& b, unsigned t) {
    FastTest ft;
    for (size_t a = 0; a < b.inputs[t].args.size(); ++a) {
      ft.args.push_back(b.leaves[a].value.v[t]);
      if ((b.leaves[a].poison >> t) & 1) ft.argPoison |= uint64_t(1) << a;
    }
    ft.expected = b.expected[t];
    return ft;
  }

  // `input` as a fast test, when the source is defined on it.
  std::optional<FastTest> definedTest(const semantics::TestInput& input) const {
    auto out = semantics::evaluate(src_, dl_, {input});
    const auto& ret = out.front().ret.front();
    if (out.front().ub || ret.poison) return std::nullopt;
    FastTest ft;
    for (size_t a = 0; a < input.args.size(); ++a) {
      const auto& lane = input.args[a].front();
      ft.args.push_back(lane.value.low64());
      if (lane.poison) ft.argPoison |= uint64_t(1) << a;
    }
    ft.expected = ret.value.low64();
    return ft;
  }

  BatchLane evaluate(const std::vector<Step>& steps, const TestBatch& b, unsigned leaf) const {
    if (steps.empty()) return b.leaves[leaf];
    std::vector<BatchLane> pool(b.leaves.begin(), b.leaves.end());
    for (auto& s : steps) pool.push_back(apply(s.op, pool[s.a], pool[s.b], tests_.width()));
    return pool.back();
  }

  ir::Value* appendStep(ir::Block& entry, const Step& s, ir::Value* a, ir::Value* b, size_t index) const {
    std::string name = "t" + std::to_string(index + 1);
    if (s.op.op != ir::Opcode::ICmp) {
      auto inst = std::make_unique<ir::Instruction>(s.op.op, src_.returnType(), name);
      bool constantFirst = a->valueKind() == ir::Value::Kind::Constant && b->valueKind() != ir::Value::Kind::Constant;
      if (constantFirst && ir::isCommutative(s.op.op)) std::swap(a, b);
      inst->addOperand(a);
      inst->addOperand(b);
      return entry.append(std::move(inst));
    }
    auto cmp = std::make_unique<ir::Instruction>(ir::Opcode::ICmp, ir::Type::intTy(1), "c" + std::to_string(index + 1));
    cmp->predicate = s.op.pred;
    cmp->addOperand(a);
    cmp->addOperand(b);
    ir::Value* c = entry.append(std::move(cmp));
    auto ext = std::make_unique<ir::Instruction>(s.op.ext, src_.returnType(), name);
    ext->addOperand(c);
    if (s.op.ext == ir::Opcode::Select) {
      ext->addOperand(a);
      ext->addOperand(b);
    }
    return entry.append(std::move(ext));
  }

  std::unique_ptr<ir::Function> build(const std::vector<Step>& steps, unsigned leaf) const {
    RewriteSkeleton skeleton = rewriteSkeleton(src_, "tgt");
    std::unique_ptr<ir::Function> f = std::move(skeleton.function);
    std::vector<ir::Value*> pool = skeleton.arguments;
    for (uint64_t c : constants_) pool.push_back(f->constantInt(src_.returnType(), c));
    ir::Block* entry = skeleton.entry;
    for (size_t i = 0; i < steps.size(); ++i) pool.push_back(appendStep(*entry, steps[i], pool[steps[i].a], pool[steps[i].b], i));
    auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
    ret->addOperand(steps.empty() ? pool[leaf] : pool.back());
    entry->append(std::move(ret));
    return f;
  }

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  const SearchOptions& options_;
  const std::vector<uint64_t>& constants_;
  std::optional<std::chrono::steady_clock::time_point> deadline_;
  TestVectors tests_;
  unsigned leafCount_;
};

// K: the given constants, or {1, -1, width-1} and the source's constants; masked and deduplicated.
std::vector<uint64_t> constantSet(const ir::Function& src, const SearchOptions& options) {
  unsigned w = src.returnType().bits();
  std::vector<uint64_t> raw;
  if (options.constants) {
    for (int64_t c : *options.constants) raw.push_back(uint64_t(c));
  } else {
    raw = {1, ~uint64_t(0), uint64_t(w - 1)};
    for (auto& inst : src.entry()->instructions())
      for (ir::Value* v : inst->operands())
        if (v->valueKind() == ir::Value::Kind::Constant && v->type().isInt() && v->type().bits() == w)
          if (auto bits = static_cast<ir::Constant*>(v)->scalarValue()) raw.push_back(bits->low64());
  }
  std::vector<uint64_t> out;
  for (uint64_t c : raw) {
    c &= semantics::word::lowMask<uint64_t>(w);
    bool seen = false;
    for (uint64_t o : out) seen = seen || o == c;
    if (!seen) out.push_back(c);
  }
  return out;
}

std::vector<StepOp> stepOps(const SearchOptions& options) {
  std::vector<StepOp> out;
  for (ir::Opcode op : options.ops) out.push_back({op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  if (options.comparisons)
    for (ir::ICmpPred p : {ir::ICmpPred::EQ, ir::ICmpPred::NE, ir::ICmpPred::ULT, ir::ICmpPred::ULE, ir::ICmpPred::SLT, ir::ICmpPred::SLE})
      for (ir::Opcode ext : {ir::Opcode::ZExt, ir::Opcode::SExt}) out.push_back({ir::Opcode::ICmp, p, ext});
  if (options.minMaxSelects)
    for (ir::ICmpPred p : {ir::ICmpPred::ULT, ir::ICmpPred::UGT, ir::ICmpPred::SLT, ir::ICmpPred::SGT})
      out.push_back({ir::Opcode::ICmp, p, ir::Opcode::Select});
  return out;
}

SearchResult runSearch(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options) {
  auto start = std::chrono::steady_clock::now();
  std::clock_t cpuStart = std::clock();
  std::vector<uint64_t> constants = constantSet(src, options);
  if (src.arguments().size() + constants.size() + options.maxLength > 64) {
    SearchResult tooMany;
    tooMany.unsupported = "arguments + constants + --max-len above 64";
    return tooMany;
  }
  std::optional<std::chrono::steady_clock::time_point> deadline;
  if (options.timeLimitSeconds > 0)
    deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(std::chrono::duration<double>(options.timeLimitSeconds));
  FullCheck check(src, dl, options, constants, deadline);
  EnumerationConfig config;
  config.width = src.returnType().bits();
  config.argCount = unsigned(src.arguments().size());
  config.constants = constants;
  config.ops = stepOps(options);
  config.maxLength = options.maxLength;
  config.classes = options.classes;
  config.deadline = deadline;
  EnumerationOutcome out = enumerate(config, check.initialTests(), check);
  SearchResult result;
  result.stats = check.stats;
  result.stats.enumerated = out.stats.enumerated;
  result.stats.passedLanes = out.stats.passedLanes;
  result.stats.survivors = check.stats.smtQueries;
  result.stats.prunedByClass = out.stats.prunedByClass;
  result.stats.prunedDuplicates = out.stats.prunedDuplicates;
  result.stats.restarts = out.stats.restarts;
  result.stats.timedOut = out.stats.timedOut || check.stats.timedOut;
  result.stats.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  result.stats.cpuSeconds = double(std::clock() - cpuStart) / CLOCKS_PER_SEC;
  result.optimal = check.stats.unknowns == 0 && !result.stats.timedOut;
  result.counterexamples = std::move(check.counterexamples);
  if (out.steps) {
    result.best = std::move(check.proved);
    result.length = out.length;
    result.foundSeconds = result.stats.seconds;
  }
  return result;
}

} // namespace

std::vector<ir::Opcode> defaultOps() {
  using ir::Opcode;
  return {Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::And, Opcode::Or, Opcode::Xor, Opcode::Shl, Opcode::LShr, Opcode::AShr};
}

std::string unsupportedReason(const ir::Function& src) { return integerFragmentUnsupportedReason(src); }

SearchResult search(const ir::Function& src, const ir::DataLayout& dl, const SearchOptions& options) {
  SearchResult result;
  result.unsupported = unsupportedReason(src);
  for (ir::Opcode op : options.ops)
    if (result.unsupported.empty() && !kernelSupports(op)) result.unsupported = "operation " + std::string(ir::opcodeName(op)) + " is not enumerable";
  if (!result.unsupported.empty()) return result;
  try {
    return runSearch(src, dl, options);
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
}

} // namespace theseus::synth::massalin
