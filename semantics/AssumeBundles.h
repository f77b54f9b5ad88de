#pragma once
// The operand bundles of llvm.assume (docs/memory.md), following LLVM 19's LangRef ("Assume
// Operand Bundles") and Alive2 (Assume::Align, Assume::WellDefined), written once over a Domain
// and, for "align", a memory model M (semantics/MemoryOps.h):
//   "align"(ptr p, iN a[, iM off]): p - off (off extended to 64 bits, the importer only takes
//     offsets whose sign bit is clear or that are 64 bits wide; 0 when absent) has an address
//     that is a multiple of a when a is a power of two; for any other a (0 included) p - off must
//     be the null pointer. UB when it is not (guardable, in Alive2's terms), and when p, a or off
//     is poison (non-guardable). The alignment is the address's (LangRef: the pointer has that
//     alignment), not the block-and-offset rule of loads and stores.
//   "noundef"(v...): UB when a lane of some v is poison or may vary between readings (undef).
#include "semantics/MemoryOps.h"

namespace theseus::semantics {

// The UB of one bundle, split as Outcome splits it.
template <class D> struct BundleUB {
  typename D::Bool nonGuardable;
  typename D::Bool guardable;
};

// Whether the 64-bit `a` is a power of two.
template <class D> typename D::Bool isPowerOfTwo(D& d, const typename D::BV& a) {
  typename D::BV zero = d.constantU(kPointerBits, 0), one = d.constantU(kPointerBits, 1);
  return d.bAnd(ne(d, a, zero), d.eq(d.bvAnd(a, d.sub(a, one)), zero));
}

// The "align" bundle of an assume, its operands' lanes in `ops` (pointer, alignment, optional
// offset).
template <class D, class M> BundleUB<D> assumeAlignUB(D& d, M& m, const std::vector<Lanes<D>>& ops) {
  using BV = typename D::BV;
  const Lane<D>&ptr = ops[0][0], &align = ops[1][0];
  typename D::Bool poison = d.bOr(ptr.poison, align.poison);
  BV offset = d.constantU(kPointerBits, 0);
  if (ops.size() > 2) {
    poison = d.bOr(poison, ops[2][0].poison);
    offset = indexAs64(d, ops[2][0].value);
  }
  BV adjusted = movedPointer(d, ptr.value, d.sub(d.constantU(kPointerBits, 0), offset));
  BV address = d.sub(m.address(ptr.value), offset);
  unsigned w = d.width(align.value);
  BV a = w == kPointerBits ? align.value : d.zext(align.value, kPointerBits - w);
  BV lowBits = d.bvAnd(address, d.sub(a, d.constantU(kPointerBits, 1)));
  typename D::Bool aligned = d.iteBool(isPowerOfTwo(d, a), d.eq(lowBits, d.constantU(kPointerBits, 0)), isNullPointer(d, adjusted));
  return {poison, d.bNot(aligned)};
}

// The "noundef" bundle of an assume, its operands' lanes in `ops`.
template <class D> BundleUB<D> assumeNoundefUB(D& d, const std::vector<Lanes<D>>& ops) {
  typename D::Bool ub = d.boolConst(false);
  for (auto& lanes : ops)
    for (auto& lane : lanes) ub = d.bOr(ub, d.bOr(lane.poison, d.mayVary(lane.value)));
  return {ub, d.boolConst(false)};
}

} // namespace theseus::semantics
