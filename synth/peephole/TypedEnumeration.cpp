#include "synth/peephole/TypedEnumeration.h"

#include "semantics/WordOps.h"
#include "synth/massalin/MassalinKernels.h"
#include "synth/peephole/Fingerprint.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace theseus::synth::peephole {

namespace {

// The low `w` bits set.
uint64_t maskOf(unsigned w) { return semantics::word::lowMask<uint64_t>(w); }

// `v` (an iU) sign-extended to 64 bits.
uint64_t signExtended(uint64_t v, unsigned u) { return u >= 64 ? v : uint64_t(int64_t(v << (64 - u)) >> (64 - u)); }

} // namespace

bool Signature::uniform() const {
  return std::all_of(args.begin(), args.end(), [&](unsigned w) { return w == result; });
}

std::string signatureName(const Signature& s) {
  std::string out = "i" + std::to_string(s.result) + "(";
  for (size_t i = 0; i < s.args.size(); ++i) out += (i ? ",i" : "i") + std::to_string(s.args[i]);
  return out + ")";
}

std::vector<Signature> typedSignatures(const std::vector<unsigned>& widths, unsigned maxArity) {
  std::vector<Signature> out;
  for (unsigned r : widths)
    for (unsigned arity = 1; arity <= maxArity; ++arity) {
      std::vector<size_t> pick(arity, 0);
      while (true) {
        Signature s{r, {}};
        std::set<unsigned> distinct{r};
        for (size_t i : pick) {
          s.args.push_back(widths[i]);
          distinct.insert(widths[i]);
        }
        if (distinct.size() <= 2) out.push_back(s);
        size_t k = 0;
        while (k < arity && ++pick[k] == widths.size()) pick[k++] = 0;
        if (k == arity) break;
      }
    }
  return out;
}

uint64_t signatureDigest(const uint64_t* values, uint32_t taint, const Signature& s) {
  uint64_t digest = fingerprintDigest(values, taint, s.result);
  if (s.uniform()) return digest;
  uint64_t h = 0x7479706564ull;
  for (unsigned w : s.args) h = mix64(h ^ w);
  return mix64(digest ^ h);
}

LaneArgs signatureLanes(const Signature& s, const std::function<const LaneArgs&(unsigned width)>& perWidth) {
  LaneArgs out(kLanes, std::vector<uint64_t>(s.args.size()));
  for (size_t i = 0; i < s.args.size(); ++i) {
    const LaneArgs& column = perWidth(s.args[i]);
    for (unsigned t = 0; t < kLanes; ++t) out[t][i] = column[t][i];
  }
  return out;
}

// The pool: the signature's arguments on the lanes, then each width's constants.
TypedWalk::TypedWalk(TypedWalkConfig config, const LaneArgs& lanes) : config_(std::move(config)) {
  std::set<unsigned> widths{1, config_.signature.result};
  widths.insert(config_.signature.args.begin(), config_.signature.args.end());
  widths_.assign(widths.begin(), widths.end());
  for (size_t i = 0; i < config_.signature.args.size(); ++i) {
    PoolEntry e;
    e.width = uint8_t(config_.signature.args[i]);
    e.value = i;
    for (unsigned t = 0; t < kLanes; ++t) e.lanes[t] = lanes[t][i] & maskOf(e.width);
    pool_.push_back(e);
  }
  for (unsigned w : widths_) {
    std::vector<uint64_t> constants = config_.constants(w);
    for (size_t k = 0; k < constants.size(); ++k) {
      PoolEntry e;
      e.width = uint8_t(w);
      e.kind = TypedOperand::Kind::Constant;
      e.value = constants[k] & maskOf(w);
      e.shape = uint8_t(k + 1);
      e.lanes.fill(e.value);
      pool_.push_back(e);
    }
  }
  leafCount_ = unsigned(pool_.size());
  uses_.assign(pool_.size(), 0);
}

uint64_t TypedWalk::run(TypedVisitor& visitor) {
  visitor_ = &visitor;
  visited_ = 0;
  for (unsigned p = 0; p < leafCount_; ++p)
    if (pool_[p].width == config_.signature.result) {
      ++visited_;
      visitor.visit(steps_, p, pool_[p].lanes.data(), pool_[p].taint);
    }
  if (config_.maxLength > 0) extend(0);
  return visited_;
}

// Pool entry `pool` as an operand of a program (a result's index counted from the first step).
TypedOperand TypedWalk::operandOf(unsigned pool) const {
  const PoolEntry& e = pool_[pool];
  if (pool >= leafCount_) return {TypedOperand::Kind::Result, pool - leafCount_, e.width};
  return {e.kind, e.value, e.width};
}

TypedProgram TypedWalk::programOf(const std::vector<WalkStep>& steps, unsigned leaf) const {
  TypedProgram out;
  if (steps.empty()) out.leaf = operandOf(leaf);
  for (const WalkStep& s : steps) {
    TypedStep step{s.op, s.pred, s.width, {}};
    for (unsigned i = 0; i < s.count; ++i) {
      unsigned p = s.operands[i];
      if (p < leafCount_) {
        step.operands.push_back(operandOf(p));
      } else {
        unsigned index = p - leafCount_;
        step.operands.push_back({TypedOperand::Kind::Result, index, steps[index].width});
      }
    }
    out.steps.push_back(std::move(step));
  }
  return out;
}

// The price of `step`'s shape (operation, predicate, widths, which operands are which constants),
// asked of config_.price once per shape.
double TypedWalk::priceOf(const WalkStep& step) {
  uint64_t key = uint64_t(step.op) | uint64_t(step.pred) << 8 | uint64_t(step.width) << 12;
  for (unsigned i = 0; i < step.count; ++i) {
    const PoolEntry& e = pool_[step.operands[i]];
    uint64_t shape = e.kind == TypedOperand::Kind::Constant ? e.shape : 0;
    key |= (uint64_t(e.width) | shape << 7) << (19 + 12 * i);
  }
  auto [it, inserted] = prices_.try_emplace(key, 0.0);
  if (!inserted) return it->second;
  TypedProgram one;
  TypedStep s{step.op, step.pred, step.width, {}};
  uint64_t nextArg = 0;
  for (unsigned i = 0; i < step.count; ++i) {
    const PoolEntry& e = pool_[step.operands[i]];
    if (e.kind == TypedOperand::Kind::Constant) s.operands.push_back({TypedOperand::Kind::Constant, e.value, e.width});
    else s.operands.push_back({TypedOperand::Kind::Argument, nextArg++, e.width});
  }
  one.steps.push_back(std::move(s));
  return it->second = config_.price(one);
}

// `step` on every lane into `out`: its values (masked to its width) and its poison lanes.
void TypedWalk::evaluate(const WalkStep& step, PoolEntry& out) const {
  const PoolEntry& a = pool_[step.operands[0]];
  unsigned w = step.width;
  out.width = uint8_t(w);
  out.kind = TypedOperand::Kind::Result;
  uint64_t m = maskOf(w);
  if (step.op == ir::Opcode::ICmp) {
    const PoolEntry& b = pool_[step.operands[1]];
    for (unsigned t = 0; t < kLanes; ++t) out.lanes[t] = compareWords<uint64_t>(step.pred, a.lanes[t], b.lanes[t], a.width);
    out.taint = a.taint | b.taint;
  } else if (step.op == ir::Opcode::Select) {
    const PoolEntry &x = pool_[step.operands[1]], &y = pool_[step.operands[2]];
    out.taint = a.taint;
    for (unsigned t = 0; t < kLanes; ++t) {
      bool pick = a.lanes[t] & 1;
      out.lanes[t] = pick ? x.lanes[t] : y.lanes[t];
      out.taint |= ((pick ? x.taint : y.taint) >> t & 1) << t;
    }
  } else if (step.count == 1) {
    for (unsigned t = 0; t < kLanes; ++t)
      out.lanes[t] = (step.op == ir::Opcode::SExt ? signExtended(a.lanes[t], a.width) : a.lanes[t]) & m;
    out.taint = a.taint;
  } else {
    const PoolEntry& b = pool_[step.operands[1]];
    uint32_t own = evalLanes<uint64_t, kLanes>(StepOp{step.op, ir::ICmpPred::EQ, ir::Opcode::ZExt}, a.lanes.data(), b.lanes.data(), w, out.lanes.data());
    out.taint = a.taint | b.taint | own;
  }
}

// Whether the steps so far are a program of the signature: the last result of its width, every
// argument and every earlier result used.
bool TypedWalk::complete() const {
  if (pool_.back().width != config_.signature.result) return false;
  for (size_t i = 0; i < config_.signature.args.size(); ++i)
    if (!uses_[i]) return false;
  for (size_t p = leafCount_; p + 1 < pool_.size(); ++p)
    if (!uses_[p]) return false;
  return true;
}

// Whether `stepsLeft` more steps could still use every unused argument and result.
bool TypedWalk::completable(unsigned stepsLeft) const {
  if (stepsLeft == 0) return false;
  unsigned unused = 0;
  for (size_t i = 0; i < config_.signature.args.size(); ++i) unused += !uses_[i];
  for (size_t p = leafCount_; p < pool_.size(); ++p) unused += !uses_[p];
  return unused <= 2 * stepsLeft + 1;
}

// Every step over the current pool (see the header's rules), handed to `emit`.
void TypedWalk::forEachStep(const std::function<void(const WalkStep&)>& emit) const {
  std::vector<std::vector<uint16_t>> byWidth(65), variables(65);
  for (size_t p = 0; p < pool_.size(); ++p) {
    byWidth[pool_[p].width].push_back(uint16_t(p));
    if (pool_[p].kind != TypedOperand::Kind::Constant) variables[pool_[p].width].push_back(uint16_t(p));
  }
  auto isConstant = [&](uint16_t p) { return pool_[p].kind == TypedOperand::Kind::Constant; };
  static const std::vector<ir::Opcode> logic = {ir::Opcode::And, ir::Opcode::Or, ir::Opcode::Xor};
  for (unsigned w : widths_) {
    for (ir::Opcode op : w == 1 ? logic : config_.ops)
      for (uint16_t a : byWidth[w])
        for (uint16_t b : byWidth[w])
          if (!(isConstant(a) && isConstant(b)) && !(ir::isCommutative(op) && b < a)) emit({op, ir::ICmpPred::EQ, uint8_t(w), 2, {a, b, 0}});
    if (w > 1)
      for (uint16_t a : variables[w])
        for (uint16_t b : byWidth[w])
          if (b != a && (isConstant(b) || a < b))
            for (ir::ICmpPred pred : config_.preds) emit({ir::Opcode::ICmp, pred, 1, 2, {a, b, 0}});
    if (w > 1)
      for (uint16_t c : variables[1])
        for (uint16_t a : byWidth[w])
          for (uint16_t b : byWidth[w])
            if (a != b) emit({ir::Opcode::Select, ir::ICmpPred::EQ, uint8_t(w), 3, {c, a, b}});
    for (unsigned u : widths_)
      for (uint16_t x : u == w ? std::vector<uint16_t>{} : variables[u]) {
        if (u < w) {
          emit({ir::Opcode::ZExt, ir::ICmpPred::EQ, uint8_t(w), 1, {x, 0, 0}});
          emit({ir::Opcode::SExt, ir::ICmpPred::EQ, uint8_t(w), 1, {x, 0, 0}});
        } else {
          emit({ir::Opcode::Trunc, ir::ICmpPred::EQ, uint8_t(w), 1, {x, 0, 0}});
        }
      }
  }
}

// Tries every step at `depth` (the steps before it in steps_).
void TypedWalk::extend(unsigned depth) {
  std::vector<WalkStep> candidates;
  forEachStep([&](const WalkStep& s) { candidates.push_back(s); });
  for (const WalkStep& s : candidates) tryStep(s, depth);
}

// Appends `candidate` (unless the model cannot price it), visits the program when complete,
// extends it when it can still be completed, and takes it off again.
void TypedWalk::tryStep(const WalkStep& candidate, unsigned depth) {
  WalkStep step = candidate;
  step.price = priceOf(step);
  if (!std::isfinite(step.price)) return;
  PoolEntry entry;
  evaluate(step, entry);
  pool_.push_back(entry);
  uses_.push_back(0);
  for (unsigned i = 0; i < step.count; ++i) ++uses_[step.operands[i]];
  steps_.push_back(step);
  unsigned stepsLeft = config_.maxLength - depth - 1;
  if (complete()) {
    ++visited_;
    visitor_->visit(steps_, 0, pool_.back().lanes.data(), pool_.back().taint);
  }
  if (completable(stepsLeft)) extend(depth + 1);
  steps_.pop_back();
  for (unsigned i = 0; i < step.count; ++i) --uses_[step.operands[i]];
  uses_.pop_back();
  pool_.pop_back();
}

} // namespace theseus::synth::peephole
