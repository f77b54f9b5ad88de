#pragma once
// The x86 sums of absolute differences with an immediate: dbpsadbw (double-block SADs of 4-byte
// groups, the second source's dwords shuffled by the immediate within each 128-bit lane) and
// mpsadbw (eight sliding 4-byte SADs per 128-bit lane, block offsets from the immediate).
// The immediate may be any value, constant or not: the bytes it selects are picked by value.
// A result lane is poison when any byte it sums is, or when the immediate is.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/arith/Common.h"

namespace theseus::semantics::x86::arith {

// The sum of |a[k] - b[k]| over four byte lanes, and whether any of them is poison, as a u16 lane.
template <class D> Lane<D> quadrupletSad(D& d, const Lanes<D>& a, const Lanes<D>& b) {
  typename D::BV sum = d.constantU(16, 0);
  typename D::Bool p = d.boolConst(false);
  for (size_t k = 0; k < 4; ++k) {
    sum = d.add(sum, absDifference(d, a[k].value, b[k].value, 16));
    p = d.bOr(p, d.bOr(a[k].poison, b[k].poison));
  }
  return {std::move(sum), std::move(p)};
}

// `count` consecutive lanes of `lanes` from `first`.
template <class D> Lanes<D> slice(const Lanes<D>& lanes, size_t first, size_t count) {
  return Lanes<D>(lanes.begin() + first, lanes.begin() + first + count);
}

// The 16 bytes of 128-bit lane `block` of `b` with dword j replaced by the dword imm[2j+1:2j].
template <class D> Lanes<D> shuffledDwords(D& d, const Lanes<D>& b, size_t block, const typename D::BV& imm) {
  Lanes<D> out;
  for (unsigned j = 0; j < 4; ++j) {
    typename D::BV selector = bitsOf(d, imm, 2 * j, 2);
    for (size_t k = 0; k < 4; ++k) {
      Lanes<D> candidates;
      for (size_t c = 0; c < 4; ++c) candidates.push_back(b[16 * block + 4 * c + k]);
      out.push_back(pickLane(d, selector, candidates));
    }
  }
  return out;
}

// The lanes of dbpsadbw: per 64-bit block at byte q of a 128-bit lane, u16 j sums a's bytes
// q + (j < 2 ? 0 : 4) .. +3 against the shuffled bytes q + j .. +3.
template <class D> Lanes<D> doubleBlockSadLanes(D& d, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm) {
  Lanes<D> out;
  for (size_t block = 0; block < a.size() / 16; ++block) {
    Lanes<D> t = shuffledDwords(d, b, block, imm.value);
    for (size_t q = 0; q < 16; q += 8)
      for (size_t j = 0; j < 4; ++j)
        out.push_back(quadrupletSad(d, slice(a, 16 * block + q + (j < 2 ? 0 : 4), 4), slice(t, q + j, 4)));
  }
  return poisonAllWhen(d, std::move(out), imm.poison);
}

// The lanes of mpsadbw: in 128-bit lane L, u16 i sums a's bytes 4 * imm[3L+2] + i .. +3 against
// b's bytes 4 * imm[3L+1:3L] .. +3.
template <class D> Lanes<D> multipleSadLanes(D& d, const Lanes<D>& a, const Lanes<D>& b, const Lane<D>& imm) {
  Lanes<D> out;
  for (size_t block = 0; block < a.size() / 16; ++block) {
    typename D::BV aOffset = bitsOf(d, imm.value, 3 * block + 2, 1), bOffset = bitsOf(d, imm.value, 3 * block, 2);
    Lanes<D> fixed;
    for (size_t k = 0; k < 4; ++k) {
      Lanes<D> candidates;
      for (size_t c = 0; c < 4; ++c) candidates.push_back(b[16 * block + 4 * c + k]);
      fixed.push_back(pickLane(d, bOffset, candidates));
    }
    for (size_t i = 0; i < 8; ++i) {
      Lanes<D> sliding;
      for (size_t k = 0; k < 4; ++k)
        sliding.push_back(pickLane(d, aOffset, Lanes<D>{a[16 * block + i + k], a[16 * block + 4 + i + k]}));
      out.push_back(quadrupletSad(d, sliding, fixed));
    }
  }
  return poisonAllWhen(d, std::move(out), imm.poison);
}

} // namespace theseus::semantics::x86::arith
