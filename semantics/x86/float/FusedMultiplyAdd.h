#pragma once
// The x86 fused multiply-add rows: vfmaddsub (a*b - c in even lanes, a*b + c in odd lanes) and
// AVX-512's vfmadd/vfmaddsub with a rounding control, each rounded once. Which NaN the hardware
// returns depends on the operand order of the encoded form (132, 213 or 231), which LLVM's code
// generator picks by register allocation, so a NaN result is any NaN fp::nanResult allows from
// a, b and c without keeping a signaling one: a quieted input NaN or the preferred NaN, of either
// sign (the default NaN of an invalid operation included).
#include "semantics/FloatOps.h"
#include "semantics/x86/float/Conversions.h"

namespace theseus::semantics::x86::fpx {

// a * b + c (a * b - c when `subtract`) rounded once in `mode`, with the NaNs allowed above.
template <class D>
typename D::BV fusedLaneValue(D& d, ir::FloatFormat f, const typename D::BV& mode, bool subtract, const typename D::BV& a, const typename D::BV& b,
                              const typename D::BV& c) {
  typename D::BV addend = subtract ? fp::negate(d, f, c) : c;
  typename D::BV r = inRounding(d, mode, [&](Rounding rm) { return d.fpFma(f, rm, a, b, addend); });
  return d.ite(fp::isNaN(d, f, r), nanResult(d, f, {a, b, c}, false), r);
}

// vfmadd (op bit 0 clear) or vfmaddsub (set) over the lanes of a, b, c in the rounding `control`.
template <class D> Lanes<D> fusedLanes(D& d, uint8_t op, ir::FloatFormat f, const Lane<D>& control, const Lanes<D>& a, const Lanes<D>& b, const Lanes<D>& c) {
  typename D::BV mode = controlRounding(d, control.value);
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    bool subtract = (op & 1) && i % 2 == 0;
    typename D::Bool poison = d.bOr(control.poison, d.bOr(a[i].poison, d.bOr(b[i].poison, c[i].poison)));
    out.push_back({fusedLaneValue(d, f, mode, subtract, a[i].value, b[i].value, c[i].value), poison});
  }
  return out;
}

} // namespace theseus::semantics::x86::fpx
