#pragma once
// The floating-point half of a value domain. A floating-point lane is its IEEE bit pattern (a BV
// of the format's width), so poison, select, phi, bitcast and the refinement check treat it like
// any other lane; only arithmetic needs the domain. Classification, sign operations, NaN choice and
// fast-math rules are written once over plain bit operations in semantics/FloatOps.h.
//
// Every primitive computes IEEE 754's result for the format and rounding given. Where IEEE's
// result is a NaN the bits are some NaN of the domain's choosing: the semantics replace it by the
// NaN LLVM allows (semantics/FloatNaN.h), so no domain's NaN encoding matters.
#include "ir/Type.h"
#include "semantics/Domain.h"

#include <string>

namespace theseus::semantics {

// IEEE 754's rounding directions (roundTiesToAway only for llvm.round).
enum class Rounding : unsigned char { NearestEven, TowardZero, Up, Down, NearestAway };

// The binary operations fadd, fsub, fmul, fdiv and frem (fmod's remainder, C's fmod).
enum class FloatArith : unsigned char { Add, Sub, Mul, Div, Rem };

template <class D>
concept FloatDomain = Domain<D> && requires(D d, const typename D::BV& a, const typename D::BV& b, ir::FloatFormat f, Rounding rm, unsigned w, bool s,
                                            const std::string& name) {
  { d.fpArith(FloatArith::Add, f, rm, a, b) } -> std::same_as<typename D::BV>;
  { d.fpFma(f, rm, a, b, a) } -> std::same_as<typename D::BV>;
  { d.fpSqrt(f, rm, a) } -> std::same_as<typename D::BV>;
  // The integral value nearest `a` in direction `rm` (trunc, floor, ceil, round, roundeven).
  { d.fpRoundToIntegral(f, rm, a) } -> std::same_as<typename D::BV>;
  // `a` of format `f` rounded into format `to` (fptrunc, fpext).
  { d.fpConvert(f, f, rm, a) } -> std::same_as<typename D::BV>;
  // The integer `a` (signed when `s`) rounded into format `f` (sitofp, uitofp).
  { d.fpFromInt(a, s, f, rm) } -> std::same_as<typename D::BV>;
  // The w-bit integer that `a` truncated toward zero is (signed when `s`); some value when it is
  // out of range, NaN or infinite (the semantics make those poison).
  { d.fpToInt(f, a, w, s) } -> std::same_as<typename D::BV>;
  // IEEE's ordered comparisons: false when either operand is NaN; +0 equals -0.
  { d.fpLess(f, a, b) } -> std::same_as<typename D::Bool>;
  { d.fpEqual(f, a, b) } -> std::same_as<typename D::Bool>;
  // The dynamic rounding mode of the floating-point environment, as a 3-bit Rounding number, and
  // a per-run value of `w` bits the target fixes (the payload of canonicalize's NaN): inputs of
  // a run, the same in src and tgt.
  { d.environmentRounding() } -> std::same_as<typename D::BV>;
  { d.environmentValue(name, w) } -> std::same_as<typename D::BV>;
  // A per-run function of `a` to `w` bits the target fixes (an implementation's table, such as
  // x86's rcpps): an input of a run like environmentValue, the same function in src and tgt.
  { d.environmentFunction(name, a, w) } -> std::same_as<typename D::BV>;
  // `a`, noting that as a floating-point number it equals `b` (they differ at most in a NaN's
  // bits), so later arithmetic on `a` may read `b` instead: `a` is a NaN choice over `b`.
  { d.sameNumberAs(a, b) } -> std::same_as<typename D::BV>;
};

} // namespace theseus::semantics
