#include "synth/massalin/Enumeration.h"

#include "ir/Bits.h"
#include "synth/massalin/FingerprintTable.h"

#include <chrono>
#include <cstring>

namespace theseus::synth::massalin {

namespace {

constexpr unsigned kLanes = 32;
// Initial tests take at most this many lanes, so that learned tests join without evicting any
// (the duplicate rule needs lanes never to be evicted) for the first kLanes - kInitialTests.
constexpr unsigned kInitialTests = 24;
constexpr unsigned kMaxStepsInPool = 64;
// Classes are kept for prefixes with at least this much length left: below it a prefix's subtree
// is cheaper to enumerate than a lookup in a large table.
constexpr unsigned kMinClassBudget = 2;

template <class T> struct alignas(64) Row {
  T v[kLanes];
};

// The search for one word type T: rows_[i] holds pool entry i on every lane (leaves, then the
// results of the current prefix), taint_[i] its poison/UB lanes.
template <class T> class LengthSearch {
public:
  LengthSearch(const EnumerationConfig& config, std::vector<FastTest> tests, Confirmer& confirmer, ProgramVisitor* visitor = nullptr)
      : config_(config), confirmer_(confirmer), visitor_(visitor), tests_(std::move(tests)),
        leafCount_(config.argCount + unsigned(config.constants.size())) {
    rows_.resize(leafCount_ + kMaxStepsInPool);
    first_.assign(leafCount_ + kMaxStepsInPool, 0);
    taint0_.assign(leafCount_ + kMaxStepsInPool, 0);
    taint_.assign(leafCount_ + kMaxStepsInPool, 0);
    uses_.assign(kMaxStepsInPool, 0);
    if (tests_.size() > (visitor_ ? kLanes : kInitialTests)) tests_.resize(visitor_ ? kLanes : kInitialTests);
    loadLanes();
    duplicatesOn_ = config.classes && !matchAll_ && !visitor_;
  }

  // Lengths 0..maxLength in order; within one length, restarts when classes saw a new test.
  EnumerationOutcome run() {
    for (unsigned n = 0; n <= config_.maxLength && !found_ && !stats_.timedOut; ++n) {
      classesOn_ = config_.classes && !visitor_;
      unsigned restartsThisLength = 0;
      do {
        restart_ = false;
        resetClasses();
        steps_.clear();
        if (n == 0) searchLeaves();
        else extend(n, 0);
        if (restart_ && ++restartsThisLength >= 32) classesOn_ = false;
      } while (restart_ && !found_ && !stats_.timedOut);
    }
    EnumerationOutcome out;
    out.stats = stats_;
    if (found_) {
      out.steps = foundSteps_;
      out.leaf = foundLeaf_;
      out.length = foundLength_;
    }
    return out;
  }

private:
  bool stopped() const { return found_ || restart_ || stats_.timedOut; }
  bool isConstant(unsigned i) const { return i >= config_.argCount && i < leafCount_; }
  T mask() const { return Word<T>::mask(config_.width); }

  // Fills the leaf rows and the expected row from tests_, repeating tests when there are fewer
  // than kLanes; then recomputes the rows of the current prefix.
  void loadLanes() {
    noTests_ = tests_.empty();
    matchAll_ = noTests_ || visitor_;
    for (unsigned t = 0; t < kLanes; ++t) {
      const FastTest* ft = noTests_ ? nullptr : &tests_[t % tests_.size()];
      for (unsigned a = 0; a < config_.argCount; ++a) {
        rows_[a].v[t] = ft ? T(ft->args[a]) & mask() : T(0);
        taint_[a] = (taint_[a] & ~(1u << t)) | (ft && ((ft->argPoison >> a) & 1) ? 1u << t : 0u);
      }
      for (unsigned c = 0; c < config_.constants.size(); ++c) rows_[config_.argCount + c].v[t] = T(config_.constants[c]) & mask();
      expected_.v[t] = ft ? T(ft->expected) & mask() : T(0);
    }
    for (unsigned i = 0; i < leafCount_; ++i) noteLaneZero(i);
    for (size_t i = 0; i < steps_.size(); ++i) computeRow(steps_[i], leafCount_ + unsigned(i));
  }

  void computeRow(const Step& s, unsigned into) {
    taint_[into] = taint_[s.a] | taint_[s.b] |
                   evalLanes<T, kLanes>(s.op, rows_[s.a].v, rows_[s.b].v, config_.width, rows_[into].v);
    noteLaneZero(into);
  }

  void noteLaneZero(unsigned i) {
    first_[i] = rows_[i].v[0];
    taint0_[i] = taint_[i] & 1;
  }

  // Whether `op a, b` as the last instruction matches the expected value on every lane; stops at
  // the first wrong lane.
  [[gnu::always_inline]] bool lastMatches(const StepOp& op, unsigned a, unsigned b) const {
    if (matchAll_) return true;
    uint32_t inTaint = taint_[a] | taint_[b];
    const T* va = rows_[a].v;
    const T* vb = rows_[b].v;
    for (unsigned t = 0; t < kLanes; ++t) {
      T out;
      bool bad = evalWord(op, va[t], vb[t], config_.width, out);
      if (bad || ((inTaint >> t) & 1) || out != expected_.v[t]) return false;
    }
    return true;
  }

  bool leafMatches(unsigned leaf) const {
    if (matchAll_) return true;
    if (taint_[leaf]) return false;
    return std::memcmp(rows_[leaf].v, expected_.v, sizeof(expected_.v)) == 0;
  }

  void searchLeaves() {
    for (unsigned leaf = 0; leaf < leafCount_ && !stopped(); ++leaf) {
      ++stats_.enumerated;
      if (leafMatches(leaf)) survivor(leaf);
    }
  }

  unsigned unusedResults() const {
    unsigned u = 0;
    for (size_t i = 0; i < steps_.size(); ++i) u += uses_[i] == 0;
    return u;
  }

  // Whether operand i is a result of the prefix that no instruction uses yet.
  bool unusedResult(unsigned i) const { return i >= leafCount_ && uses_[i - leafCount_] == 0; }

  // Appends every admissible instruction of weight <= budget to the prefix; one that uses the
  // whole budget completes a candidate, the others recurse.
  void extend(unsigned budget, uint32_t parentClass) {
    unsigned depth = unsigned(steps_.size());
    unsigned pool = leafCount_ + depth;
    unsigned unusedBefore = unusedResults();
    for (const StepOp& op : config_.ops) {
      unsigned weight = op.weight();
      if (weight > budget) continue;
      if (weight == budget) {
        completions(op, pool, unusedBefore);
        continue;
      }
      bool commutative = op.commutative();
      for (unsigned a = 0; a < pool; ++a) {
        for (unsigned b = commutative ? a : 0; b < pool; ++b) {
          if (stopped()) return;
          if (isConstant(a) && isConstant(b)) continue;
          unsigned consumed = unusedResult(a) + (b != a && unusedResult(b));
          if (unusedBefore - consumed + 1 > budget - weight + 1) continue;
          descend({op, a, b}, budget - weight, parentClass);
        }
      }
    }
  }

  // Every last instruction `op a, b` that uses all the prefix's unused results (at most two):
  // generated directly rather than filtered from all operand pairs, with the operator fixed at
  // compile time so that the lane-0 test of each candidate is a few instructions.
  void completions(const StepOp& op, unsigned pool, unsigned unusedBefore) {
    switch (op.op) {
    case ir::Opcode::Add: return completionsOf<ir::Opcode::Add>(op, pool, unusedBefore);
    case ir::Opcode::Sub: return completionsOf<ir::Opcode::Sub>(op, pool, unusedBefore);
    case ir::Opcode::Mul: return completionsOf<ir::Opcode::Mul>(op, pool, unusedBefore);
    case ir::Opcode::And: return completionsOf<ir::Opcode::And>(op, pool, unusedBefore);
    case ir::Opcode::Or: return completionsOf<ir::Opcode::Or>(op, pool, unusedBefore);
    case ir::Opcode::Xor: return completionsOf<ir::Opcode::Xor>(op, pool, unusedBefore);
    case ir::Opcode::Shl: return completionsOf<ir::Opcode::Shl>(op, pool, unusedBefore);
    case ir::Opcode::LShr: return completionsOf<ir::Opcode::LShr>(op, pool, unusedBefore);
    case ir::Opcode::AShr: return completionsOf<ir::Opcode::AShr>(op, pool, unusedBefore);
    case ir::Opcode::ICmp: return completionsOf<ir::Opcode::ICmp>(op, pool, unusedBefore);
    default: return completionsOf<ir::Opcode::UDiv>(op, pool, unusedBefore);
    }
  }

  template <ir::Opcode O> void completionsOf(const StepOp& op, unsigned pool, unsigned unusedBefore) {
    StepOp fixed = op;
    if constexpr (O != ir::Opcode::UDiv) fixed.op = O;
    bool commutative = op.commutative();
    uint64_t count = 0;
    if (unusedBefore == 0) {
      for (unsigned a = 0; a < pool && !stopped(); ++a) {
        unsigned from = commutative ? a : 0;
        if (isConstant(a)) {
          count += config_.argCount > from ? config_.argCount - from : 0;
          visitHits(fixed, a, hitsWith<false>(fixed, a, from, config_.argCount), false);
          from = leafCount_;
        }
        count += pool > from ? pool - from : 0;
        visitHits(fixed, a, hitsWith<false>(fixed, a, from, pool), false);
      }
    } else if (unusedBefore == 2) {
      unsigned r0 = firstUnused(leafCount_), r1 = firstUnused(r0 + 1);
      tryLast(fixed, r0, r1);
      ++count;
      if (!commutative && !stopped()) {
        tryLast(fixed, r1, r0);
        ++count;
      }
    } else {
      unsigned r = firstUnused(leafCount_);
      if (commutative) {
        visitHits(fixed, r, hitsWith<true>(fixed, r, 0, pool), true);
        count += pool;
      } else {
        visitHits(fixed, r, hitsWith<true>(fixed, r, 0, pool), true);
        if (!stopped()) visitHits(fixed, r, hitsWith<false>(fixed, r, 0, pool) & ~(uint64_t(1) << r), false);
        count += 2 * pool - 1;
      }
    }
    stats_.enumerated += count;
  }

  // Bit x (from <= x < to) set when the last instruction `op y, x` (or `op x, y` when XFirst)
  // matches the expected value on lane 0; every bit when there are no tests.
  template <bool XFirst> uint64_t hitsWith(const StepOp& op, unsigned y, unsigned from, unsigned to) const {
    if (from >= to) return 0;
    uint64_t range = ir::lowMask(to - from) << from;
    if (matchAll_) return range;
    if (taint0_[y]) return 0;
    T vy = first_[y], e = expected_.v[0];
    uint64_t hits = 0;
    for (unsigned x = from; x < to; ++x) {
      T out;
      bool bad = XFirst ? evalWord(op, first_[x], vy, config_.width, out) : evalWord(op, vy, first_[x], config_.width, out);
      hits |= uint64_t(!bad & !taint0_[x] & (out == e)) << x;
    }
    return hits;
  }

  // Checks every hit on all lanes: the instruction is `op x, y` when xFirst, else `op y, x`
  // (operands in canonical order for a commutative op).
  void visitHits(const StepOp& op, unsigned y, uint64_t hits, bool xFirst) {
    for (; hits && !stopped(); hits &= hits - 1) {
      unsigned x = unsigned(__builtin_ctzll(hits));
      unsigned a = xFirst ? x : y, b = xFirst ? y : x;
      if (op.commutative() && a > b) std::swap(a, b);
      if (lastMatches(op, a, b)) completeWith({op, a, b});
    }
  }

  unsigned firstUnused(unsigned from) const {
    while (!unusedResult(from)) ++from;
    return from;
  }

  // The last instruction `op a, b`: rejected on lane 0 unless it matches there, then all lanes.
  [[gnu::always_inline]] void tryLast(const StepOp& op, unsigned a, unsigned b) {
    T out;
    bool bad = evalWord(op, rows_[a].v[0], rows_[b].v[0], config_.width, out);
    if (!matchAll_ && (bad || ((taint_[a] | taint_[b]) & 1) || out != expected_.v[0])) return;
    if (lastMatches(op, a, b)) completeWith({op, a, b});
  }

  void descend(const Step& s, unsigned budget, uint32_t parentClass) {
    if ((++nodes_ & 4095) == 0) checkClock();
    unsigned into = leafCount_ + unsigned(steps_.size());
    computeRow(s, into);
    if (duplicatesOn_ && duplicatesEarlierValue(into)) {
      ++stats_.prunedDuplicates;
      return;
    }
    steps_.push_back(s);
    if (s.a >= leafCount_) ++uses_[s.a - leafCount_];
    if (s.b >= leafCount_) ++uses_[s.b - leafCount_];
    uint32_t cls = 0;
    if (budget < kMinClassBudget || admitClass(into, parentClass, cls)) extend(budget, cls);
    if (s.a >= leafCount_) --uses_[s.a - leafCount_];
    if (s.b >= leafCount_) --uses_[s.b - leafCount_];
    steps_.pop_back();
  }

  // Whether row `into` equals, on every lane and in its taint, an argument or an earlier result.
  // Such a prefix is skipped under classes: every completion agrees on all lanes with a shorter
  // program (the duplicate replaced by the earlier value, dead code removed), which was enumerated
  // in an earlier length and failed a lane that is still present (lanes are never evicted while
  // this is on), or was refuted and its distinguishing input joined the lanes, or was `unknown`
  // (then the answer is not claimed shortest). Constants are excluded: replacing a value by a
  // constant could make an all-constant instruction, which is not enumerated.
  bool duplicatesEarlierValue(unsigned into) const {
    for (unsigned i = 0; i < into; ++i) {
      if (isConstant(i) || taint_[i] != taint_[into]) continue;
      if (std::memcmp(rows_[i].v, rows_[into].v, sizeof(Row<T>)) == 0) return true;
    }
    return false;
  }

  // Under classes: whether the prefix just placed (result row `into`) is the first of its class in
  // this pass; its class id goes to `cls`. A class is (the parent prefix's class, which results
  // are used, the new row and its taint), compared exactly. Without classes every prefix is
  // admitted; past the byte limit new prefixes get fresh ids and are never pruned.
  bool admitClass(unsigned into, uint32_t parentClass, uint32_t& cls) {
    if (!classesOn_) return true;
    uint64_t used = 0;
    for (size_t i = 0; i < steps_.size(); ++i) used |= uint64_t(uses_[i] != 0) << i;
    uint8_t* p = key_.data();
    std::memcpy(p, &parentClass, sizeof(parentClass));
    std::memcpy(p += sizeof(parentClass), &used, sizeof(used));
    std::memcpy(p += sizeof(used), &taint_[into], sizeof(uint32_t));
    std::memcpy(p + sizeof(uint32_t), rows_[into].v, sizeof(Row<T>));
    if (classes_.bytes() > config_.classBytesLimit) {
      cls = 0x80000000u | ++overflowIds_;
      return true;
    }
    if (!classes_.insert(key_.data())) {
      ++stats_.prunedByClass;
      return false;
    }
    cls = uint32_t(classes_.size());
    return true;
  }

  void resetClasses() {
    classes_.clear();
    overflowIds_ = 0;
  }

  void checkClock() {
    if (config_.deadline && std::chrono::steady_clock::now() > *config_.deadline) stats_.timedOut = true;
  }

  void completeWith(const Step& last) {
    steps_.push_back(last);
    survivor(0);
    steps_.pop_back();
  }

  // A candidate that passed every lane: the confirmer decides; a distinguishing input joins the
  // lanes (at lane 0, where the last instruction is checked first).
  void survivor(unsigned leaf) {
    ++stats_.passedLanes;
    if (visitor_) return visitCatalogued(leaf);
    ConfirmOutcome r = confirmer_.confirm(steps_, leaf);
    if (r.kind == ConfirmOutcome::Kind::Proved) {
      found_ = true;
      foundSteps_ = steps_;
      foundLeaf_ = leaf;
      unsigned length = 0;
      for (auto& s : steps_) length += s.op.weight();
      foundLength_ = length;
      return;
    }
    if (!r.distinguishing) return;
    tests_.insert(tests_.begin(), *r.distinguishing);
    if (tests_.size() > kLanes) {
      tests_.pop_back();
      duplicatesOn_ = false;
    }
    std::vector<Step> current = steps_;
    if (!current.empty() && leaf == 0) current.pop_back();
    std::swap(steps_, current);
    loadLanes();
    std::swap(steps_, current);
    if (classesOn_) {
      restart_ = true;
      ++stats_.restarts;
    }
  }

  // Hands the program in steps_ (or the leaf) to the visitor with its lanes, tainted lanes zeroed.
  void visitCatalogued(unsigned leaf) {
    Row<T> last;
    const T* row = rows_[leaf].v;
    uint32_t taint = taint_[leaf];
    if (!steps_.empty()) {
      const Step& s = steps_.back();
      taint = taint_[s.a] | taint_[s.b] | evalLanes<T, kLanes>(s.op, rows_[s.a].v, rows_[s.b].v, config_.width, last.v);
      row = last.v;
    }
    uint64_t lanes[kLanes];
    for (unsigned t = 0; t < kLanes; ++t) lanes[t] = ((taint >> t) & 1) ? 0 : uint64_t(row[t]);
    visitor_->visit(steps_, leaf, lanes, taint);
  }

  const EnumerationConfig& config_;
  Confirmer& confirmer_;
  ProgramVisitor* visitor_;
  std::vector<FastTest> tests_;
  unsigned leafCount_;
  std::vector<Row<T>> rows_;
  std::vector<uint32_t> taint_;
  // Lane 0 of each pool entry, contiguous, and whether it is tainted there.
  std::vector<T> first_;
  std::vector<uint8_t> taint0_;
  Row<T> expected_{};
  bool noTests_ = false;
  // Every candidate passes the lanes: there are no tests, or the walk is a catalogue.
  bool matchAll_ = false;
  std::vector<Step> steps_;
  std::vector<unsigned> uses_;
  static constexpr size_t kKeyBytes = sizeof(uint32_t) + sizeof(uint64_t) + sizeof(uint32_t) + sizeof(Row<T>);
  FingerprintTable classes_{kKeyBytes};
  std::vector<uint8_t> key_ = std::vector<uint8_t>(kKeyBytes);
  uint32_t overflowIds_ = 0;
  bool classesOn_ = false;
  bool duplicatesOn_ = false;
  bool restart_ = false;
  bool found_ = false;
  std::vector<Step> foundSteps_;
  unsigned foundLeaf_ = 0;
  unsigned foundLength_ = 0;
  uint64_t nodes_ = 0;
  EnumerationStats stats_;
};

template <class T> EnumerationOutcome runWith(const EnumerationConfig& config, std::vector<FastTest> tests, Confirmer& confirmer) {
  LengthSearch<T> search(config, std::move(tests), confirmer);
  return search.run();
}

// The confirmer of a catalogue walk, which visits programs instead of confirming them.
class NoConfirmer final : public Confirmer {
public:
  ConfirmOutcome confirm(const std::vector<Step>&, unsigned) override { return {}; }
};

template <class T> EnumerationStats catalogueWith(const EnumerationConfig& config, std::vector<FastTest> tests, ProgramVisitor& visitor) {
  NoConfirmer none;
  LengthSearch<T> search(config, std::move(tests), none, &visitor);
  return search.run().stats;
}

} // namespace

EnumerationStats enumerateAll(const EnumerationConfig& config, const std::vector<std::vector<uint64_t>>& laneArgs, ProgramVisitor& visitor) {
  std::vector<FastTest> tests;
  for (const std::vector<uint64_t>& args : laneArgs) tests.push_back(FastTest{args, 0, 0});
  if (config.width <= 8) return catalogueWith<uint8_t>(config, std::move(tests), visitor);
  if (config.width <= 16) return catalogueWith<uint16_t>(config, std::move(tests), visitor);
  if (config.width <= 32) return catalogueWith<uint32_t>(config, std::move(tests), visitor);
  return catalogueWith<uint64_t>(config, std::move(tests), visitor);
}

EnumerationOutcome enumerate(const EnumerationConfig& config, std::vector<FastTest> initialTests, Confirmer& confirmer) {
  if (config.width <= 8) return runWith<uint8_t>(config, std::move(initialTests), confirmer);
  if (config.width <= 16) return runWith<uint16_t>(config, std::move(initialTests), confirmer);
  if (config.width <= 32) return runWith<uint32_t>(config, std::move(initialTests), confirmer);
  return runWith<uint64_t>(config, std::move(initialTests), confirmer);
}

} // namespace theseus::synth::massalin
