#include "synth/minotaur/Enumerator.h"

#include <algorithm>

namespace theseus::synth {

namespace {

// Slots that only a symbolic constant may fill: element indices and shuffle masks.
bool constantOnlySlot(const Template& t, size_t i) {
  return (t.op == ir::Opcode::ExtractElement && i == 1) || (t.op == ir::Opcode::InsertElement && i == 2) ||
         (t.symbolicMask && i + 1 == t.operands.size());
}

// The order of slot choices under which a commutative template keeps one of its two operand
// orders: inputs by index, then constants, then holes.
unsigned slotKey(const Node& n) {
  switch (n.kind) {
  case Node::Kind::Input: return n.index;
  case Node::Kind::Constant: return 1u << 20;
  default: return 1u << 21;
  }
}

// Whether `t` is trivial when its two value operands are the same input: select with equal arms
// (= the arm), x & x, x | x, min/max of x and x (= x), x ^ x, x - x, usub.sat/ssub.sat of x and x
// (= 0), icmp x, x (a constant), x / x and x % x (1 and 0 where x is not 0, UB where it is, so the
// constant refines them), minnum/maxnum/minimum/maximum/copysign of x and x (= x: a NaN x is one of
// the NaNs they may return). Such candidates are refined by smaller ones, enumerated earlier.
bool trivialOnEqualOperands(const Template& t, const std::vector<Node>& slots) {
  using ir::Intrinsic;
  using ir::Opcode;
  auto same = [&](size_t a, size_t b) {
    return slots.size() > b && slots[a].kind == Node::Kind::Input && slots[b].kind == Node::Kind::Input &&
           slots[a].index == slots[b].index;
  };
  switch (t.op) {
  case Opcode::Select: return same(1, 2);
  case Opcode::And: case Opcode::Or: case Opcode::Xor: case Opcode::Sub: case Opcode::ICmp: return same(0, 1);
  case Opcode::UDiv: case Opcode::SDiv: case Opcode::URem: case Opcode::SRem: return same(0, 1);
  case Opcode::Call:
    return (t.intrinsic == Intrinsic::UMin || t.intrinsic == Intrinsic::UMax || t.intrinsic == Intrinsic::SMin ||
            t.intrinsic == Intrinsic::SMax || t.intrinsic == Intrinsic::USubSat || t.intrinsic == Intrinsic::SSubSat ||
            t.intrinsic == Intrinsic::MinNum || t.intrinsic == Intrinsic::MaxNum || t.intrinsic == Intrinsic::Minimum ||
            t.intrinsic == Intrinsic::Maximum || t.intrinsic == Intrinsic::CopySign) &&
           same(0, 1);
  default: return false;
  }
}

// Whether op node `n` of `c` has a symbolic constant operand.
bool hasConstantOperand(const Candidate& c, const Node& n) {
  return std::any_of(n.children.begin(), n.children.end(), [&](int k) { return c.nodes()[k].kind == Node::Kind::Constant; });
}

// Whether `c` applies an associative operation (and, or, xor, add, mul) with a symbolic constant
// to the same operation with a symbolic constant: `(h op C2) op C1` equals `h op C` with
// C = C1 op C2, a candidate with one instruction less, enumerated earlier.
bool chainsConstants(const Candidate& c, const Pool& pool) {
  using ir::Opcode;
  for (const Node& n : c.nodes()) {
    if (n.kind != Node::Kind::Op || !hasConstantOperand(c, n)) continue;
    Opcode op = pool.templates()[n.index].op;
    if (op != Opcode::And && op != Opcode::Or && op != Opcode::Xor && op != Opcode::Add && op != Opcode::Mul) continue;
    for (int k : n.children) {
      const Node& m = c.nodes()[k];
      if (m.kind == Node::Kind::Op && m.index == n.index && hasConstantOperand(c, m)) return true;
    }
  }
  return false;
}

} // namespace

std::vector<PricedCandidate> Enumerator::enumerate(unsigned insts, const cost::Cost& bound) {
  std::vector<PricedCandidate> all;
  std::function<void(std::vector<PricedCandidate>&)> keep = [&](std::vector<PricedCandidate>& part) { all = std::move(part); };
  enumerate(insts, bound, keep, 0);
  return all;
}

void Enumerator::enumerate(unsigned insts, const cost::Cost& bound, const std::function<void(std::vector<PricedCandidate>&)>& check,
                           double checkShare) {
  insts_ = insts;
  bound_ = &bound;
  check_ = &check;
  checkShare_ = checkShare;
  out_.clear();
  seen_.clear();
  kept_ = 0;
  nextCheck_ = checkShare > 0 ? checkDueAfter(std::chrono::steady_clock::now()) : std::chrono::steady_clock::time_point::max();
  const ir::Type& t = cut_.returnType();
  if (insts == 0) {
    for (unsigned i : pool_.inputsOf(t)) offer(Candidate::input(t, i));
    offer(Candidate::constant(t));
  } else {
    expand(Candidate::hole(t));
  }
  handOver();
}

// Sorts the candidates found since the last hand-over (cheapest first; at equal cost, fewer
// symbolic constants first) and gives them to the check.
void Enumerator::handOver() {
  std::stable_sort(out_.begin(), out_.end(), [](const PricedCandidate& a, const PricedCandidate& b) {
    if (a.cost < b.cost || b.cost < a.cost) return a.cost < b.cost;
    return a.candidate.symbolicConstants() < b.candidate.symbolicConstants();
  });
  (*check_)(out_);
  out_.clear();
}

// Whether the deadline has passed (then the enumeration stops); hands the candidates found so
// far over when their check is due. Looks at the clock every 64 candidates generated.
bool Enumerator::outOfTime() {
  if ((stats_.generated & 63) != 0) return false;
  auto now = std::chrono::steady_clock::now();
  if (now > deadline_) {
    stopped_ = true;
    stats_.timedOut = true;
    return true;
  }
  if (now < nextCheck_) return false;
  handOver();
  nextCheck_ = checkDueAfter(std::chrono::steady_clock::now());
  return false;
}

// When the check after one at `now` is due: once checkShare_ of the time then left has passed.
std::chrono::steady_clock::time_point Enumerator::checkDueAfter(std::chrono::steady_clock::time_point now) const {
  if (now >= deadline_) return now;
  return now + std::chrono::duration_cast<std::chrono::steady_clock::duration>((deadline_ - now) * checkShare_);
}

// The cost of `c` with holes as free arguments; nullopt when the model cannot price it.
std::optional<cost::Cost> Enumerator::price(const Candidate& c) {
  cost::CostResult r = model_.cost(*buildCandidate(cut_, pool_, c, BuildMode::Cost));
  return r.cost;
}

// Prices a new candidate: drops it unless cheaper than the bound, expands it while it has holes,
// keeps it (once) when complete with the level's instruction count.
void Enumerator::offer(Candidate c) {
  if (stopped_) return;
  ++stats_.generated;
  if (outOfTime()) return;
  if (chainsConstants(c, pool_)) {
    ++stats_.duplicates;
    return;
  }
  if (c.symbolicConstants() > 0 && c.constantBits() > maxConstantBits_) {
    ++stats_.unsolvableConstants;
    return;
  }
  std::optional<cost::Cost> cost = price(c);
  if (!cost || !(*cost < *bound_)) {
    ++stats_.prunedByCost;
    return;
  }
  if (c.holes() > 0) return expand(c);
  if (c.newInstructions() != insts_) return;
  if (!seen_.insert(c.canonicalHash(pool_)).second) {
    ++stats_.duplicates;
    return;
  }
  if (kept_ >= maxCandidates_) {
    ++stats_.truncated;
    stopped_ = true;
    return;
  }
  ++stats_.complete;
  ++kept_;
  out_.push_back({std::move(c), *cost});
}

std::vector<Node> Enumerator::slotChoices(const Template& t, size_t i) const {
  const ir::Type& type = t.operands[i];
  std::vector<Node> out;
  if (constantOnlySlot(t, i)) return {{Node::Kind::Constant, 0, type, {}}};
  for (unsigned in : pool_.inputsOf(type)) out.push_back({Node::Kind::Input, in, type, {}});
  if (type.isPtr()) return out;
  if (!(t.op == ir::Opcode::Select && i == 0)) out.push_back({Node::Kind::Constant, 0, type, {}});
  out.push_back({Node::Kind::Hole, 0, type, {}});
  return out;
}

bool Enumerator::admissible(const Template& t, const std::vector<Node>& slots) const {
  bool anyValue = false;
  for (size_t i = 0; i < slots.size(); ++i)
    anyValue = anyValue || (!constantOnlySlot(t, i) && slots[i].kind != Node::Kind::Constant);
  if (!anyValue || trivialOnEqualOperands(t, slots)) return false;
  return !t.commutative || slotKey(slots[0]) <= slotKey(slots[1]);
}

// Whether filling a hole of `c` with an instruction that opens `newHoles` holes can still end
// with exactly the level's instruction count: not when it completes the candidate short of it
// (that candidate has a lower level, where it was enumerated; this level would price it and
// drop it).
bool Enumerator::reachesLevel(const Candidate& c, unsigned newHoles) const {
  bool completes = c.holes() == 1 && newHoles == 0;
  return !completes || c.newInstructions() + 1 == insts_;
}

// Chooses the remaining slots of template `tmpl` for `hole` and offers each filled candidate.
void Enumerator::fillSlots(const Candidate& c, int hole, unsigned tmpl, std::vector<Node>& slots) {
  const Template& t = pool_.templates()[tmpl];
  if (stopped_) return;
  unsigned holes = 0;
  for (const Node& s : slots) holes += s.kind == Node::Kind::Hole;
  if (c.newInstructions() + 1 + (c.holes() - 1) + holes > insts_) return;
  if (slots.size() == t.operands.size()) {
    if (admissible(t, slots) && reachesLevel(c, holes)) offer(c.fill(hole, tmpl, slots));
    return;
  }
  for (Node& choice : slotChoices(t, slots.size())) {
    slots.push_back(choice);
    fillSlots(c, hole, tmpl, slots);
    slots.pop_back();
  }
}

// Fills the first hole of `c` with every template producing its type (or a reinterpretation).
void Enumerator::expand(const Candidate& c) {
  int hole = c.firstHole();
  for (const ir::Type& view : pool_.viewsOf(c.nodes()[hole].type)) {
    for (unsigned tmpl : pool_.producing(view)) {
      std::vector<Node> slots;
      fillSlots(c, hole, tmpl, slots);
      if (stopped_) return;
    }
  }
}

} // namespace theseus::synth
