// Z3Domain's floating-point primitives: each operation on Z3's IEEE floats between conversions
// from and to the bit patterns the semantics hold.
#include "verify/Z3Domain.h"

#include "semantics/FloatBits.h"

namespace theseus::verify {

using semantics::FloatArith;
using semantics::Rounding;

z3::sort Z3Domain::floatSort(ir::FloatFormat f) { return z3::sort(c_, Z3_mk_fpa_sort(c_, f.exponentBits, f.precision)); }

z3::expr Z3Domain::toFloat(ir::FloatFormat f, const BV& a) {
  auto same = sameNumber_.find(a.id());
  const BV& bits = same == sameNumber_.end() ? a : same->second.second;
  return z3::expr(c_, Z3_mk_fpa_to_fp_bv(c_, bits, floatSort(f)));
}

Z3Domain::BV Z3Domain::sameNumberAs(const BV& a, const BV& b) {
  sameNumber_.insert_or_assign(a.id(), std::make_pair(a, b));
  return a;
}

Z3Domain::BV Z3Domain::toBits(ir::FloatFormat f, const z3::expr& x) {
  BV nan = constant(semantics::fp::patternBits(f, false, semantics::fp::allOnesField(f.exponentBits), semantics::fp::u128(1) << (f.fractionBits() - 1)));
  return z3::ite(z3::expr(c_, Z3_mk_fpa_is_nan(c_, x)), nan, z3::expr(c_, Z3_mk_fpa_to_ieee_bv(c_, x)));
}

z3::expr Z3Domain::roundingMode(Rounding rm) {
  switch (rm) {
  case Rounding::TowardZero: return z3::expr(c_, Z3_mk_fpa_rtz(c_));
  case Rounding::Up: return z3::expr(c_, Z3_mk_fpa_rtp(c_));
  case Rounding::Down: return z3::expr(c_, Z3_mk_fpa_rtn(c_));
  case Rounding::NearestAway: return z3::expr(c_, Z3_mk_fpa_rna(c_));
  default: return z3::expr(c_, Z3_mk_fpa_rne(c_));
  }
}

namespace {

z3::expr isNeg(z3::context& c, const z3::expr& x) { return z3::expr(c, Z3_mk_fpa_is_negative(c, x)); }

// C's fmod from IEEE's remainder r = x - n*y (n nearest to x/y): fmod = x - trunc(x/y)*y has
// x's sign, so it is r, or r moved by |y| toward x's sign when r's sign differs (exact either way).
z3::expr fmodOf(z3::context& c, const z3::expr& x, const z3::expr& y) {
  z3::expr r(c, Z3_mk_fpa_rem(c, x, y));
  z3::expr absY(c, Z3_mk_fpa_abs(c, y));
  z3::expr towardX = z3::ite(isNeg(c, x), z3::expr(c, Z3_mk_fpa_neg(c, absY)), absY);
  z3::expr moved(c, Z3_mk_fpa_add(c, Z3_mk_fpa_rne(c), r, towardX));
  z3::expr signedZero = z3::ite(isNeg(c, x), z3::expr(c, Z3_mk_fpa_neg(c, Z3_mk_fpa_abs(c, r))), z3::expr(c, Z3_mk_fpa_abs(c, r)));
  return z3::ite(z3::expr(c, Z3_mk_fpa_is_zero(c, r)), signedZero, z3::ite(isNeg(c, r) == isNeg(c, x), r, moved));
}

} // namespace

Z3Domain::BV Z3Domain::fpArith(FloatArith op, ir::FloatFormat f, Rounding rm, const BV& a, const BV& b) {
  z3::expr x = toFloat(f, a), y = toFloat(f, b), m = roundingMode(rm);
  switch (op) {
  case FloatArith::Add: return toBits(f, z3::expr(c_, Z3_mk_fpa_add(c_, m, x, y)));
  case FloatArith::Sub: return toBits(f, z3::expr(c_, Z3_mk_fpa_sub(c_, m, x, y)));
  case FloatArith::Mul: return toBits(f, z3::expr(c_, Z3_mk_fpa_mul(c_, m, x, y)));
  case FloatArith::Div: return toBits(f, z3::expr(c_, Z3_mk_fpa_div(c_, m, x, y)));
  default: return toBits(f, fmodOf(c_, x, y));
  }
}

Z3Domain::BV Z3Domain::fpFma(ir::FloatFormat f, Rounding rm, const BV& a, const BV& b, const BV& c) {
  return toBits(f, z3::expr(c_, Z3_mk_fpa_fma(c_, roundingMode(rm), toFloat(f, a), toFloat(f, b), toFloat(f, c))));
}

Z3Domain::BV Z3Domain::fpSqrt(ir::FloatFormat f, Rounding rm, const BV& a) {
  return toBits(f, z3::expr(c_, Z3_mk_fpa_sqrt(c_, roundingMode(rm), toFloat(f, a))));
}

Z3Domain::BV Z3Domain::fpRoundToIntegral(ir::FloatFormat f, Rounding rm, const BV& a) {
  return toBits(f, z3::expr(c_, Z3_mk_fpa_round_to_integral(c_, roundingMode(rm), toFloat(f, a))));
}

Z3Domain::BV Z3Domain::fpConvert(ir::FloatFormat from, ir::FloatFormat to, Rounding rm, const BV& a) {
  return toBits(to, z3::expr(c_, Z3_mk_fpa_to_fp_float(c_, roundingMode(rm), toFloat(from, a), floatSort(to))));
}

Z3Domain::BV Z3Domain::fpFromInt(const BV& a, bool isSigned, ir::FloatFormat f, Rounding rm) {
  Z3_ast x = isSigned ? Z3_mk_fpa_to_fp_signed(c_, roundingMode(rm), a, floatSort(f)) : Z3_mk_fpa_to_fp_unsigned(c_, roundingMode(rm), a, floatSort(f));
  return toBits(f, z3::expr(c_, x));
}

Z3Domain::BV Z3Domain::fpToInt(ir::FloatFormat f, const BV& a, unsigned w, bool isSigned) {
  z3::expr x = toFloat(f, a);
  return z3::expr(c_, isSigned ? Z3_mk_fpa_to_sbv(c_, Z3_mk_fpa_rtz(c_), x, w) : Z3_mk_fpa_to_ubv(c_, Z3_mk_fpa_rtz(c_), x, w));
}

Z3Domain::Bool Z3Domain::fpLess(ir::FloatFormat f, const BV& a, const BV& b) { return z3::expr(c_, Z3_mk_fpa_lt(c_, toFloat(f, a), toFloat(f, b))); }

Z3Domain::Bool Z3Domain::fpEqual(ir::FloatFormat f, const BV& a, const BV& b) { return z3::expr(c_, Z3_mk_fpa_eq(c_, toFloat(f, a), toFloat(f, b))); }

} // namespace theseus::verify
