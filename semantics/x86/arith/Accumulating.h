#pragma once
// The accumulating x86 families: vpmadd52{l,h}.uq (the low or high 52 bits of the 104-bit
// product of the low 52 bits of two u64 lanes, added to a u64 accumulator) and the VNNI dot
// products vpdpbusd[s] (4 u8 x s8 products per i32) and vpdpwssd[s] (2 s16 x s16 products per
// i32), added to an i32 accumulator, wrapping or with signed saturation. Operands: accumulator,
// then the two sources. A result lane is poison when the lane at its position of any operand is.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/arith/WideningHorizontal.h"

namespace theseus::semantics::x86::arith {

// The low (`high` false) or high 52 bits of x[51:0] * y[51:0], zero-extended to 64 bits; built
// from 26-bit halves so that no value is wider than 64 bits.
template <class D> typename D::BV madd52Product(D& d, const typename D::BV& x, const typename D::BV& y, bool high) {
  auto half = [&](const typename D::BV& v, unsigned lo) { return d.zext(bitsOf(d, v, lo, 26), 38); };
  auto k = [&](uint64_t v) { return d.constantU(64, v); };
  typename D::BV x0 = half(x, 0), x1 = half(x, 26), y0 = half(y, 0), y1 = half(y, 26);
  typename D::BV lowest = d.mul(x0, y0), middle = d.add(d.mul(x1, y0), d.mul(x0, y1)), highest = d.mul(x1, y1);
  typename D::BV mask26 = k((uint64_t(1) << 26) - 1), mask52 = k((uint64_t(1) << 52) - 1);
  if (!high) return d.bvAnd(d.add(lowest, d.shl(middle, k(26))), mask52);
  typename D::BV carry = d.lshr(d.add(d.shl(d.bvAnd(middle, mask26), k(26)), lowest), k(52));
  return d.add(d.add(highest, d.lshr(middle, k(26))), carry);
}

// The sum, in 64 bits, of signed `acc` and the products of the pieces of `a` and `b` at equal bits:
// bytes (u8 x s8) when `words` is false, s16 x s16 words when true.
template <class D>
typename D::BV dotProductSum(D& d, const typename D::BV& acc, const typename D::BV& a, const typename D::BV& b, bool words) {
  unsigned piece = words ? 16 : 8;
  typename D::BV sum = d.sext(acc, 32);
  for (unsigned lo = 0; lo < 32; lo += piece)
    sum = d.add(sum, wideProduct(d, bitsOf(d, a, lo, piece), bitsOf(d, b, lo, piece), 64, words));
  return sum;
}

// The sum, in 64 bits, of `acc` (signed when `accSigned`) and the products of the bytes or words
// of `a` and `b` at equal bits, each source signed or unsigned as `row.op` says.
template <class D> typename D::BV mixedDotProductSum(D& d, const ir::X86Row& row, const typename D::BV& acc, const typename D::BV& a, const typename D::BV& b) {
  bool words = row.op & 1, aSigned = row.op & 2, bSigned = row.op & 4;
  unsigned piece = words ? 16 : 8;
  typename D::BV sum = widen(d, acc, 64, row.isSigned);
  for (unsigned lo = 0; lo < 32; lo += piece) {
    typename D::BV x = widen(d, bitsOf(d, a, lo, piece), 64, aSigned), y = widen(d, bitsOf(d, b, lo, piece), 64, bSigned);
    sum = d.add(sum, d.mul(x, y));
  }
  return sum;
}

// One result lane of an AVX-VNNI-INT8/INT16 row from its 64-bit sum.
template <class D> typename D::BV mixedDotProductLane(D& d, const ir::X86Row& row, const typename D::BV& sum) {
  if (!row.saturating) return d.extract(sum, 31, 0);
  if (!row.isSigned) return unsignedSaturate(d, sum, 32);
  return signedSaturate(d, sum, 32);
}

// The result lanes of a vpmadd52 or VNNI dot-product row.
template <class D> Lanes<D> accumulatingLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  Lanes<D> out;
  for (size_t i = 0; i < ops[0].size(); ++i) {
    const typename D::BV &acc = ops[0][i].value, &x = ops[1][i].value, &y = ops[2][i].value;
    typename D::BV v = acc;
    if (row.family == ir::X86Family::VPMadd52) {
      v = d.add(acc, madd52Product(d, x, y, row.op == 1));
    } else if (row.family == ir::X86Family::DotProductMixed) {
      v = mixedDotProductLane(d, row, mixedDotProductSum(d, row, acc, x, y));
    } else {
      typename D::BV total = dotProductSum(d, acc, x, y, row.op == 1);
      v = row.saturating ? signedSaturate(d, total, 32) : d.extract(total, 31, 0);
    }
    typename D::Bool p = d.bOr(ops[0][i].poison, d.bOr(ops[1][i].poison, ops[2][i].poison));
    out.push_back({std::move(v), std::move(p)});
  }
  return out;
}

} // namespace theseus::semantics::x86::arith
