#pragma once
// Z3Domain: the Domain whose values are Z3 formulas; the semantics instantiated for proof.
// Fresh nondeterministic values become Z3 constants recorded in the sink the caller names, undef
// reads apart from once-made choices, so that the refinement query can quantify each kind at its
// own level.
#include "semantics/FloatDomain.h"
#include "verify/Deadline.h"
#include "verify/OverflowFacts.h"
#include "verify/ProductOverflow.h"

#include <string>
#include <unordered_map>
#include <vector>
#include <z3++.h>

namespace theseus::verify {

class Z3Memory;

// The nondeterministic constants one function's interpretation made.
struct NondetSink {
  std::vector<z3::expr> undefs;
  std::vector<z3::expr> choices;
  // Each undef's position in `undefs`, by expression id.
  std::unordered_map<unsigned, size_t> undefPosition;
  void addUndef(const z3::expr& u) {
    undefPosition.emplace(u.id(), undefs.size());
    undefs.push_back(u);
  }
};

class Z3Domain {
public:
  using BV = z3::expr;
  using Bool = z3::expr;

  explicit Z3Domain(z3::context& c) : c_(c) {}

  // Where the nondeterministic constants go from now on, named with this prefix.
  void recordNondetIn(NondetSink* sink, std::string prefix) {
    sink_ = sink;
    prefix_ = std::move(prefix);
  }

  z3::context& context() { return c_; }

  // The memory the memory operations of the run being interpreted use (verify/memory/Z3Memory.h);
  // null outside the refinement check, where memory() throws UnsupportedConstruct.
  void useMemory(Z3Memory* memory) { memory_ = memory; }
  Z3Memory& memory();

  // The deadline checkpoint() enforces; none by default.
  void setDeadline(const Deadline* deadline) { deadline_ = deadline; }
  // Called by the interpreter between instructions and lanes: throws TimeLimitReached once the
  // deadline has passed (the clock is read every 64th call).
  void checkpoint() {
    if (deadline_ && (++checkpoints_ & 63u) == 0) deadline_->check();
  }

  unsigned width(const BV& a) const { return a.get_sort().bv_size(); }
  BV constant(const ir::Bits& bits);
  BV constantU(unsigned w, uint64_t v) { return c_.bv_val(v, w); }
  Bool boolConst(bool b) { return c_.bool_val(b); }

  BV add(const BV& a, const BV& b) { return a + b; }
  BV sub(const BV& a, const BV& b) { return a - b; }
  BV mul(const BV& a, const BV& b) { return a * b; }
  BV udiv(const BV& a, const BV& b) { return z3::udiv(a, b); }
  BV sdiv(const BV& a, const BV& b) { return a / b; }
  BV urem(const BV& a, const BV& b) { return z3::urem(a, b); }
  BV srem(const BV& a, const BV& b) { return z3::srem(a, b); }
  BV shl(const BV& a, const BV& b) { return z3::shl(a, b); }
  BV lshr(const BV& a, const BV& b) { return z3::lshr(a, b); }
  BV ashr(const BV& a, const BV& b) { return z3::ashr(a, b); }
  BV bvAnd(const BV& a, const BV& b) { return a & b; }
  BV bvOr(const BV& a, const BV& b) { return a | b; }
  BV bvXor(const BV& a, const BV& b) { return a ^ b; }
  BV bvNot(const BV& a) { return ~a; }

  // Sums overflow by computing in one more bit; products by verify/ProductOverflow's circuits,
  // not Z3's own bvmul_no_underflow (wrong at i4 in Z3 4.8). Each predicate is recorded in
  // overflowFacts() with its operands (verify/OverflowFacts.h).
  Bool uaddOverflow(const BV& a, const BV& b) {
    return overflowFacts_.record(OverflowKind::UnsignedAdd, a, b, unsignedOutOfRange(z3::zext(a, 1) + z3::zext(b, 1), width(a)));
  }
  Bool saddOverflow(const BV& a, const BV& b) {
    return overflowFacts_.record(OverflowKind::SignedAdd, a, b, signedOutOfRange(z3::sext(a, 1) + z3::sext(b, 1), width(a)));
  }
  Bool usubOverflow(const BV& a, const BV& b) { return overflowFacts_.record(OverflowKind::UnsignedSub, a, b, z3::ult(a, b)); }
  Bool ssubOverflow(const BV& a, const BV& b) {
    return overflowFacts_.record(OverflowKind::SignedSub, a, b, signedOutOfRange(z3::sext(a, 1) - z3::sext(b, 1), width(a)));
  }
  Bool umulOverflow(const BV& a, const BV& b) {
    return overflowFacts_.record(OverflowKind::UnsignedMul, a, b, unsignedProductOverflows(a, b));
  }
  Bool smulOverflow(const BV& a, const BV& b) {
    return overflowFacts_.record(OverflowKind::SignedMul, a, b, signedProductOverflows(a, b));
  }
  // The overflow predicates built so far, by expression.
  const OverflowFacts& overflowFacts() const { return overflowFacts_; }

  BV popcount(const BV& a);
  BV countLeadingZeros(const BV& a);
  BV countTrailingZeros(const BV& a);
  BV byteSwap(const BV& a);
  BV bitReverse(const BV& a);

  Bool eq(const BV& a, const BV& b) { return a == b; }
  Bool ult(const BV& a, const BV& b) { return z3::ult(a, b); }
  Bool slt(const BV& a, const BV& b) { return a < b; }

  BV ite(const Bool& c, const BV& a, const BV& b) { return z3::ite(c, a, b); }
  Bool iteBool(const Bool& c, const Bool& a, const Bool& b) { return z3::ite(c, a, b); }
  Bool bAnd(const Bool& a, const Bool& b) { return a && b; }
  Bool bOr(const Bool& a, const Bool& b) { return a || b; }
  Bool bNot(const Bool& a) { return !a; }

  BV zext(const BV& a, unsigned by) { return by ? z3::zext(a, by) : a; }
  BV sext(const BV& a, unsigned by) { return by ? z3::sext(a, by) : a; }
  BV extract(const BV& a, unsigned hi, unsigned lo) { return a.extract(hi, lo); }
  BV concat(const BV& hi, const BV& lo) { return z3::concat(hi, lo); }

  Bool toBool(const BV& a) { return a == c_.bv_val(1, 1); }
  BV fromBool(const Bool& b) { return z3::ite(b, c_.bv_val(1, 1), c_.bv_val(0, 1)); }

  // Floating point (semantics/FloatDomain.h) in Z3's theory of IEEE floats; verify/Z3FloatOps.cpp.
  BV fpArith(semantics::FloatArith op, ir::FloatFormat f, semantics::Rounding rm, const BV& a, const BV& b);
  BV fpFma(ir::FloatFormat f, semantics::Rounding rm, const BV& a, const BV& b, const BV& c);
  BV fpSqrt(ir::FloatFormat f, semantics::Rounding rm, const BV& a);
  BV fpRoundToIntegral(ir::FloatFormat f, semantics::Rounding rm, const BV& a);
  BV fpConvert(ir::FloatFormat from, ir::FloatFormat to, semantics::Rounding rm, const BV& a);
  BV fpFromInt(const BV& a, bool isSigned, ir::FloatFormat f, semantics::Rounding rm);
  BV fpToInt(ir::FloatFormat f, const BV& a, unsigned w, bool isSigned);
  Bool fpLess(ir::FloatFormat f, const BV& a, const BV& b);
  Bool fpEqual(ir::FloatFormat f, const BV& a, const BV& b);
  // Inputs of a run shared by src and tgt: constants named env.*, never quantified.
  BV environmentRounding() { return c_.bv_const("env.rounding", 3); }
  BV environmentValue(const std::string& name, unsigned w) { return c_.bv_const(("env." + name).c_str(), w); }
  // An uninterpreted function env.NAME applied to `a`: shared by src and tgt, never quantified.
  BV environmentFunction(const std::string& name, const BV& a, unsigned w) {
    return c_.function(("env." + name).c_str(), c_.bv_sort(width(a)), c_.bv_sort(w))(a);
  }
  // Records that `a` is `b` up to a NaN's bits: toFloat(a) then reads b, so the NaN choice in `a`
  // never enters later floating-point terms (which would copy them per choice value).
  BV sameNumberAs(const BV& a, const BV& b);

  BV undefValue(unsigned w, unsigned origin);
  // The origin tag undefValue was given for `var` (rereads inherit it); 0 when none.
  unsigned originOf(const z3::expr& var) const;
  BV choice(unsigned w);
  BV freezeValue(const BV& a);
  Bool mayVary(const BV& a);
  // The undefs of `sink` that occur in `e`, in the sink's order; costs the size of `e`.
  std::vector<z3::expr> occurringIn(const z3::expr& e, const NondetSink& sink) const;
  // `a` with each of the undefs of `sink` it uses replaced by a fresh constant (added to `fresh`).
  BV rereadUndefs(const BV& a, const NondetSink& sink, std::vector<z3::expr>& fresh);

private:
  // Whether the wide value `v` is not the zero extension of its low `w` bits.
  Bool unsignedOutOfRange(const BV& v, unsigned w) { return v.extract(width(v) - 1, w) != c_.bv_val(0, width(v) - w); }
  // Whether the wide value `v` is not the sign extension of its low `w` bits.
  Bool signedOutOfRange(const BV& v, unsigned w) { return z3::sext(v.extract(w - 1, 0), width(v) - w) != v; }

  // The Z3 float of the IEEE pattern `a`, and the pattern of a Z3 float (NaN as the quiet NaN).
  z3::expr toFloat(ir::FloatFormat f, const BV& a);
  BV toBits(ir::FloatFormat f, const z3::expr& x);
  z3::expr roundingMode(semantics::Rounding rm);
  z3::sort floatSort(ir::FloatFormat f);

  z3::context& c_;
  z3::expr fresh(const char* kind, unsigned w);
  std::unordered_map<unsigned, unsigned> origins_;
  // By the id of `a`: (a, b); keeping `a` alive keeps its id from being reused.
  std::unordered_map<unsigned, std::pair<z3::expr, z3::expr>> sameNumber_;
  NondetSink* sink_ = nullptr;
  std::string prefix_ = "nondet";
  unsigned counter_ = 0;
  const Deadline* deadline_ = nullptr;
  unsigned checkpoints_ = 0;
  Z3Memory* memory_ = nullptr;
  OverflowFacts overflowFacts_;
};

static_assert(semantics::FloatDomain<Z3Domain>);

} // namespace theseus::verify

// The memory model is complete wherever the Z3 domain is, so the interpreter's memory operations
// instantiate for it.
#include "verify/memory/Z3Memory.h"
