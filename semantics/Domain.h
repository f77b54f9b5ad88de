#pragma once
// The contract of a value domain. The semantics of every IR operation (semantics/IntOps.h,
// semantics/VectorOps.h, semantics/IntrinsicOps.h through semantics/CallSemantics.h, and the whole
// function in semantics/Interpreter.h) are written once against this contract and instantiated
// for:
//   - ConcreteBatch (semantics/ConcreteBatch.h): 64 test inputs at a time, the evaluator;
//   - the Z3 domain (verify/Z3Domain.h): formulas, the refinement checker.
//
// A domain is an object (it may own a solver context). Its BV is a bit-vector of a width fixed
// when it is made; its Bool is a truth value. The primitives below are total: a division by zero
// or an over-wide shift returns some value, and the semantics decide what that means (UB, poison).
#include "ir/Bits.h"

#include <concepts>
#include <cstdint>

namespace theseus::semantics {

// The origin tag of an undef read from lane `lane` of argument `argument`.
inline unsigned undefOrigin(unsigned argument, unsigned lane) { return (argument << 16) + lane + 1; }

template <class D>
concept Domain = requires(D d, const typename D::BV& a, const typename D::BV& b, const typename D::Bool& p,
                          const typename D::Bool& q, unsigned w, const ir::Bits& bits) {
  typename D::BV;
  typename D::Bool;
  { d.width(a) } -> std::convertible_to<unsigned>;
  { d.constant(bits) } -> std::same_as<typename D::BV>;
  { d.constantU(w, uint64_t{0}) } -> std::same_as<typename D::BV>;
  { d.boolConst(true) } -> std::same_as<typename D::Bool>;

  // Modular arithmetic and bitwise operations on equal widths.
  { d.add(a, b) } -> std::same_as<typename D::BV>;
  { d.sub(a, b) } -> std::same_as<typename D::BV>;
  { d.mul(a, b) } -> std::same_as<typename D::BV>;
  { d.udiv(a, b) } -> std::same_as<typename D::BV>;
  { d.sdiv(a, b) } -> std::same_as<typename D::BV>;
  { d.urem(a, b) } -> std::same_as<typename D::BV>;
  { d.srem(a, b) } -> std::same_as<typename D::BV>;
  // Shifts by an amount >= the width give 0 (shl, lshr) or the sign fill (ashr).
  { d.shl(a, b) } -> std::same_as<typename D::BV>;
  { d.lshr(a, b) } -> std::same_as<typename D::BV>;
  { d.ashr(a, b) } -> std::same_as<typename D::BV>;
  { d.bvAnd(a, b) } -> std::same_as<typename D::BV>;
  { d.bvOr(a, b) } -> std::same_as<typename D::BV>;
  { d.bvXor(a, b) } -> std::same_as<typename D::BV>;
  { d.bvNot(a) } -> std::same_as<typename D::BV>;

  // Overflow of the infinitely precise result out of the width.
  { d.uaddOverflow(a, b) } -> std::same_as<typename D::Bool>;
  { d.saddOverflow(a, b) } -> std::same_as<typename D::Bool>;
  { d.usubOverflow(a, b) } -> std::same_as<typename D::Bool>;
  { d.ssubOverflow(a, b) } -> std::same_as<typename D::Bool>;
  { d.umulOverflow(a, b) } -> std::same_as<typename D::Bool>;
  { d.smulOverflow(a, b) } -> std::same_as<typename D::Bool>;

  // Bit counting and permutation, results in the operand's width.
  { d.popcount(a) } -> std::same_as<typename D::BV>;
  { d.countLeadingZeros(a) } -> std::same_as<typename D::BV>;
  { d.countTrailingZeros(a) } -> std::same_as<typename D::BV>;
  { d.byteSwap(a) } -> std::same_as<typename D::BV>;
  { d.bitReverse(a) } -> std::same_as<typename D::BV>;

  { d.eq(a, b) } -> std::same_as<typename D::Bool>;
  { d.ult(a, b) } -> std::same_as<typename D::Bool>;
  { d.slt(a, b) } -> std::same_as<typename D::Bool>;

  { d.ite(p, a, b) } -> std::same_as<typename D::BV>;
  { d.iteBool(p, q, q) } -> std::same_as<typename D::Bool>;
  { d.bAnd(p, q) } -> std::same_as<typename D::Bool>;
  { d.bOr(p, q) } -> std::same_as<typename D::Bool>;
  { d.bNot(p) } -> std::same_as<typename D::Bool>;

  // Width changes. extract(a, hi, lo) keeps bits hi..lo; concat(hi, lo) puts `hi` above `lo`.
  { d.zext(a, w) } -> std::same_as<typename D::BV>;
  { d.sext(a, w) } -> std::same_as<typename D::BV>;
  { d.extract(a, w, w) } -> std::same_as<typename D::BV>;
  { d.concat(a, b) } -> std::same_as<typename D::BV>;

  // i1 <-> Bool.
  { d.toBool(a) } -> std::same_as<typename D::Bool>;
  { d.fromBool(p) } -> std::same_as<typename D::BV>;

  // Nondeterminism, of two kinds. undefValue: the value one use of `undef` reads; a result
  // built from it is a set of values that each later use may pick from anew. choice: a value
  // picked once, such as a freeze of poison. freezeValue(a): `a` with every undef it was built
  // from picked once. The domain decides what they are (solver variables, or 0 and identity for
  // test inputs).
  // `origin` names where the undef came from: argument lane k is k + 1 (see undefOrigin), 0 is a
  // literal undef; the prover uses it to pair src's readings with tgt's.
  { d.undefValue(w, w) } -> std::same_as<typename D::BV>;
  { d.choice(w) } -> std::same_as<typename D::BV>;
  { d.freezeValue(a) } -> std::same_as<typename D::BV>;
  // Whether `a` may differ between two readings of the undefs it was built from: a branch on
  // such a value, or such a value where noundef is required, is UB.
  { d.mayVary(a) } -> std::same_as<typename D::Bool>;
};

} // namespace theseus::semantics
