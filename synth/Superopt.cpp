#include "synth/Superopt.h"

#include "semantics/IntOps.h"
#include "semantics/Interpreter.h"
#include "synth/TestVectors.h"
#include "verify/Refinement.h"

#include <chrono>
#include <unordered_set>

namespace theseus::synth {

namespace {

// One instruction of a candidate: `op a, b`, operands indexing the pool (arguments, constants,
// then earlier results).
struct Step {
  ir::Opcode op;
  unsigned a, b;
};

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

uint64_t fingerprint(const BatchLane& lane) {
  uint64_t h = lane.poison;
  for (uint64_t v : lane.value.v) h = mix(h, v);
  return h;
}

BatchLane apply(ir::Opcode op, const BatchLane& a, const BatchLane& b) {
  Batch d;
  semantics::Effects<Batch> fx{0};
  return semantics::binaryLane(d, op, 0, a, b, fx);
}

// The search of one source: the enumeration state, the test vectors and the figures.
class Search {
public:
  Search(const ir::Function& src, const ir::DataLayout& dl, const SuperoptOptions& options, std::vector<uint64_t> constants)
      : src_(src), dl_(dl), options_(options), constants_(std::move(constants)),
        tests_(src, dl, constants_, options.seed, 3), leafCount_(unsigned(src.arguments().size() + constants_.size())) {}

  // Runs the lengths 0..maxLength in order, stopping at the first proved candidate.
  SuperoptResult run() {
    auto start = std::chrono::steady_clock::now();
    SuperoptResult result;
    for (unsigned n = 0; n <= options_.maxLength && !found_; ++n) {
      length_ = n;
      classesOn_ = options_.classes;
      restartsThisLength_ = 0;
      do {
        restart_ = false;
        seen_.clear();
        steps_.clear();
        uses_.clear();
        if (n == 0) searchLengthZero();
        else extend();
      } while (restart_ && !found_);
    }
    stats_.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.stats = stats_;
    if (found_) {
      result.best = std::move(found_);
      result.length = foundLength_;
    }
    return result;
  }

private:
  bool isConstant(unsigned i) const { return i >= src_.arguments().size() && i < leafCount_; }

  const BatchLane& value(const std::vector<BatchLane>& results, const TestBatch& b, unsigned i) const {
    return i < leafCount_ ? b.leaves[i] : results[i - leafCount_];
  }

  // The final value of the current steps on batch `b`, or leaf `leaf` for length 0.
  BatchLane evaluate(const TestBatch& b, unsigned leaf) const {
    if (steps_.empty()) return b.leaves[leaf];
    std::vector<BatchLane> results;
    for (auto& s : steps_) results.push_back(apply(s.op, value(results, b, s.a), value(results, b, s.b)));
    return results.back();
  }

  void searchLengthZero() {
    for (unsigned leaf = 0; leaf < leafCount_ && !found_ && !restart_; ++leaf) {
      ++stats_.enumerated;
      if (TestVectors::failures(tests_.batch(0), tests_.batch(0).leaves[leaf]) == 0) confirm(leaf);
    }
  }

  unsigned unusedResults() const {
    unsigned u = 0;
    for (unsigned c : uses_) u += c == 0;
    return u;
  }

  // The class key of the current prefix: its results' fingerprints and which are used.
  uint64_t prefixKey() const {
    uint64_t h = mix(steps_.size(), 0);
    for (size_t i = 0; i < results_.size(); ++i) h = mix(mix(h, fingerprint(results_[i])), uses_[i] != 0);
    return h;
  }

  // Appends every admissible next instruction to the prefix in steps_ (results_ holds its values
  // on the primary batch) and recurses until the length is reached.
  void extend() {
    unsigned depth = unsigned(steps_.size());
    bool last = depth + 1 == length_;
    if (depth > 0 && classesOn_ && !seen_.insert(prefixKey()).second) {
      ++stats_.prunedByClass;
      return;
    }
    unsigned pool = leafCount_ + depth;
    unsigned unusedBefore = unusedResults();
    for (ir::Opcode op : options_.ops) {
      bool commutative = ir::isCommutative(op);
      for (unsigned a = 0; a < pool; ++a) {
        for (unsigned b = commutative ? a : 0; b < pool; ++b) {
          if (found_ || restart_) return;
          if (isConstant(a) && isConstant(b)) continue;
          unsigned consumed = (a >= leafCount_ && uses_[a - leafCount_] == 0) + (b != a && b >= leafCount_ && uses_[b - leafCount_] == 0);
          unsigned unusedAfter = unusedBefore - consumed + 1;
          if (last ? unusedAfter != 1 : unusedAfter > length_ - depth) continue;
          place(op, a, b, last);
        }
      }
    }
  }

  void place(ir::Opcode op, unsigned a, unsigned b, bool last) {
    const TestBatch& primary = tests_.batch(0);
    BatchLane r = apply(op, value(results_, primary, a), value(results_, primary, b));
    steps_.push_back({op, a, b});
    if (last) {
      ++stats_.enumerated;
      if (TestVectors::failures(primary, r) == 0) confirm(0);
    } else {
      if (a >= leafCount_) ++uses_[a - leafCount_];
      if (b >= leafCount_) ++uses_[b - leafCount_];
      results_.push_back(std::move(r));
      uses_.push_back(0);
      extend();
      results_.pop_back();
      uses_.pop_back();
      if (a >= leafCount_) --uses_[a - leafCount_];
      if (b >= leafCount_) --uses_[b - leafCount_];
    }
    steps_.pop_back();
  }

  // A candidate that passed the primary batch: the other batches, then the solver.
  void confirm(unsigned leaf) {
    for (size_t i = 1; i < tests_.batchCount(); ++i) {
      uint64_t failed = TestVectors::failures(tests_.batch(i), evaluate(tests_.batch(i), leaf));
      if (failed) return addVector(tests_.batch(i).inputs[__builtin_ctzll(failed)]);
    }
    ++stats_.survivors;
    auto tgt = build(leaf);
    verify::Options vo;
    vo.timeoutMs = options_.timeoutMs;
    ++stats_.smtQueries;
    verify::Result r = verify::checkRefinement(src_, *tgt, dl_, vo);
    if (r.verdict == verify::Verdict::Correct) {
      found_ = std::move(tgt);
      foundLength_ = unsigned(steps_.size());
    } else if (r.verdict == verify::Verdict::Incorrect && r.counterexample) {
      ++stats_.counterexamples;
      addVector(inputFrom(*r.counterexample));
    } else {
      ++stats_.unknowns;
    }
  }

  semantics::TestInput inputFrom(const verify::Counterexample& cex) const {
    semantics::TestInput in;
    unsigned w = tests_.width();
    for (size_t i = 0; i < src_.arguments().size(); ++i) {
      semantics::ConcreteLane lane{ir::Bits(w, 0), false};
      if (i < cex.inputs.size() && !cex.inputs[i].lanes.empty()) {
        const auto& l = cex.inputs[i].lanes.front();
        if (l.kind == verify::LaneText::Kind::Value) lane.value = ir::Bits(w, std::stoull(l.unsignedValue));
        lane.poison = l.kind == verify::LaneText::Kind::Poison;
      }
      in.args.push_back({lane});
    }
    return in;
  }

  // Adds a distinguishing input to the primary batch. Under --classes the classes were formed on
  // the old vectors, so the length starts over (at most 32 times; then classes are dropped).
  void addVector(const semantics::TestInput& input) {
    tests_.promote(input);
    if (classesOn_) {
      restart_ = true;
      ++stats_.restarts;
      if (++restartsThisLength_ >= 32) classesOn_ = false;
      return;
    }
    recomputeResults();
  }

  void recomputeResults() {
    const TestBatch& primary = tests_.batch(0);
    for (size_t i = 0; i < results_.size(); ++i)
      results_[i] = apply(steps_[i].op, value(results_, primary, steps_[i].a), value(results_, primary, steps_[i].b));
  }

  std::unique_ptr<ir::Function> build(unsigned leaf) const {
    auto f = std::make_unique<ir::Function>("tgt", src_.returnType());
    std::vector<ir::Value*> pool;
    for (auto& a : src_.arguments()) {
      ir::Argument* arg = f->addArgument(a->type(), a->name());
      arg->attrs = a->attrs;
      pool.push_back(arg);
    }
    f->returnAttrs = src_.returnAttrs;
    for (uint64_t c : constants_) pool.push_back(f->constantInt(src_.returnType(), c));
    ir::Block* entry = f->addBlock("entry");
    for (size_t i = 0; i < steps_.size(); ++i) {
      auto inst = std::make_unique<ir::Instruction>(steps_[i].op, src_.returnType(), "t" + std::to_string(i + 1));
      inst->addOperand(pool[steps_[i].a]);
      inst->addOperand(pool[steps_[i].b]);
      pool.push_back(entry->append(std::move(inst)));
    }
    auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
    ret->addOperand(steps_.empty() ? pool[leaf] : pool.back());
    entry->append(std::move(ret));
    return f;
  }

  const ir::Function& src_;
  const ir::DataLayout& dl_;
  const SuperoptOptions& options_;
  std::vector<uint64_t> constants_;
  TestVectors tests_;
  unsigned leafCount_;
  unsigned length_ = 0;
  std::vector<Step> steps_;
  std::vector<BatchLane> results_;
  std::vector<unsigned> uses_;
  std::unordered_set<uint64_t> seen_;
  bool classesOn_ = false;
  bool restart_ = false;
  unsigned restartsThisLength_ = 0;
  SuperoptStats stats_;
  std::unique_ptr<ir::Function> found_;
  unsigned foundLength_ = 0;
};

uint64_t lowMask(unsigned w) { return w >= 64 ? ~uint64_t(0) : (uint64_t(1) << w) - 1; }

// K: the given constants, or {1, -1, width-1} and the source's constants; masked and deduplicated.
std::vector<uint64_t> constantSet(const ir::Function& src, const SuperoptOptions& options) {
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
    c &= lowMask(w);
    bool seen = false;
    for (uint64_t o : out) seen = seen || o == c;
    if (!seen) out.push_back(c);
  }
  return out;
}

} // namespace

std::vector<ir::Opcode> defaultSuperoptOps() {
  using ir::Opcode;
  return {Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::And, Opcode::Or, Opcode::Xor, Opcode::Shl, Opcode::LShr, Opcode::AShr};
}

std::string superoptUnsupportedReason(const ir::Function& src) {
  if (src.blocks().size() != 1) return "the source has more than one block";
  const ir::Type& ret = src.returnType();
  if (!ret.isInt() || ret.bits() > 64) return "the source must return an integer of at most 64 bits";
  if (src.arguments().empty()) return "the source has no arguments";
  for (auto& a : src.arguments())
    if (!(a->type() == ret)) return "argument %" + a->name() + " is not of the return type";
  if (!semantics::evaluatorSupports(src)) return "the source is outside the concrete evaluator";
  return "";
}

SuperoptResult superoptimize(const ir::Function& src, const ir::DataLayout& dl, const SuperoptOptions& options) {
  SuperoptResult result;
  result.unsupported = superoptUnsupportedReason(src);
  if (!result.unsupported.empty()) return result;
  try {
    Search search(src, dl, options, constantSet(src, options));
    return search.run();
  } catch (const semantics::UnsupportedConstruct& e) {
    result.unsupported = e.what();
    return result;
  }
}

} // namespace theseus::synth
