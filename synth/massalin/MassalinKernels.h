#pragma once
// The fast inner-loop operations of the massalin engine: one candidate instruction on packed test
// lanes of an unsigned word type T (uint8/16/32/64) holding iN values (N <= bits of T) in their
// low N bits. Each returns the value and a taint bit, set where LLVM's result is poison or the
// instruction is UB (an oversized shift, a zero divisor, INT_MIN / -1). They must agree with
// semantics/IntOps.h; unittests/synth/SuperoptKernelsTest.cpp checks every op against the
// evaluator on all i8 pairs and on edge and random values at 8, 16, 32 and 64 bits.
#include "ir/Opcode.h"
#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"

#include <cstdint>
#include <type_traits>

namespace theseus::synth {

// An instruction kind of a candidate: a binary operator, or (op == ICmp) `ext(icmp pred a, b)`
// where ext is zext or sext to the width, or (ext == Select) `select (icmp pred a, b), a, b`
// (a minimum or maximum); a fused comparison is two IR instructions.
struct StepOp {
  ir::Opcode op = ir::Opcode::Add;
  ir::ICmpPred pred = ir::ICmpPred::EQ;
  ir::Opcode ext = ir::Opcode::ZExt;

  unsigned weight() const { return op == ir::Opcode::ICmp ? 2 : 1; }
  bool commutative() const {
    if (op != ir::Opcode::ICmp) return ir::isCommutative(op);
    return ext == ir::Opcode::Select || pred == ir::ICmpPred::EQ || pred == ir::ICmpPred::NE;
  }
};

// The operations the fast kernels implement: every binary operation of the integer fragment.
inline bool kernelSupports(ir::Opcode op) { return isIntegerFragmentBinaryOp(op); }

template <class T> struct Word {
  using Wide = std::conditional_t<(sizeof(T) < 4), uint32_t, T>;
  static constexpr unsigned kBits = sizeof(T) * 8;

  static T mask(unsigned w) { return semantics::word::lowMask<T>(w); }
  static int64_t toSigned(T v, unsigned w) {
    uint64_t u = uint64_t(v);
    return w >= 64 ? int64_t(u) : int64_t(u << (64 - w)) >> (64 - w);
  }
};

// `a pred b` on iN values.
template <class T> [[gnu::always_inline]] inline bool compareWords(ir::ICmpPred pred, T a, T b, unsigned w) {
  int64_t sa = Word<T>::toSigned(a, w), sb = Word<T>::toSigned(b, w);
  switch (pred) {
  case ir::ICmpPred::EQ: return a == b;
  case ir::ICmpPred::NE: return a != b;
  case ir::ICmpPred::UGT: return a > b;
  case ir::ICmpPred::UGE: return a >= b;
  case ir::ICmpPred::ULT: return a < b;
  case ir::ICmpPred::ULE: return a <= b;
  case ir::ICmpPred::SGT: return sa > sb;
  case ir::ICmpPred::SGE: return sa >= sb;
  case ir::ICmpPred::SLT: return sa < sb;
  case ir::ICmpPred::SLE: return sa <= sb;
  }
  return false;
}

// One instruction on one lane: `out` is the iN result in T, the return value its taint.
template <class T> [[gnu::always_inline]] inline bool evalWord(const StepOp& s, T a, T b, unsigned w, T& out) {
  using W = typename Word<T>::Wide;
  T m = Word<T>::mask(w);
  switch (s.op) {
  case ir::Opcode::Add: out = T(W(a) + W(b)) & m; return false;
  case ir::Opcode::Sub: out = T(W(a) - W(b)) & m; return false;
  case ir::Opcode::Mul: out = T(W(a) * W(b)) & m; return false;
  case ir::Opcode::And: out = a & b; return false;
  case ir::Opcode::Or: out = a | b; return false;
  case ir::Opcode::Xor: out = a ^ b; return false;
  case ir::Opcode::Shl: out = b < w ? T(W(a) << b) & m : 0; return b >= w;
  case ir::Opcode::LShr: out = b < w ? T(a >> b) : 0; return b >= w;
  case ir::Opcode::AShr: out = b < w ? T(uint64_t(Word<T>::toSigned(a, w) >> b)) & m : 0; return b >= w;
  case ir::Opcode::UDiv: out = b ? T(a / b) : 0; return b == 0;
  case ir::Opcode::URem: out = b ? T(a % b) : 0; return b == 0;
  case ir::Opcode::SDiv: case ir::Opcode::SRem: {
    int64_t sa = Word<T>::toSigned(a, w), sb = Word<T>::toSigned(b, w);
    bool ub = sb == 0 || (sb == -1 && a == T(T(1) << (w - 1)));
    if (ub) {
      out = 0;
      return true;
    }
    int64_t r = s.op == ir::Opcode::SDiv ? (sb == -1 ? int64_t(0 - uint64_t(sa)) : sa / sb) : (sb == -1 ? 0 : sa % sb);
    out = T(uint64_t(r)) & m;
    return false;
  }
  case ir::Opcode::ICmp: {
    bool c = compareWords(s.pred, a, b, w);
    if (s.ext == ir::Opcode::Select) out = c ? a : b;
    else out = c ? (s.ext == ir::Opcode::SExt ? m : T(1)) : T(0);
    return false;
  }
  default:
    out = 0;
    return true;
  }
}

// One instruction on N lanes: out[t] and the taint mask (bit t for lane t). The operator switch
// is outside the lane loops so that each loop is branch-free and vectorizes.
template <class T, unsigned N>
inline uint32_t evalLanes(const StepOp& s, const T* __restrict a, const T* __restrict b, unsigned w, T* __restrict out) {
  using W = typename Word<T>::Wide;
  T m = Word<T>::mask(w);
  uint32_t taint = 0;
  switch (s.op) {
  case ir::Opcode::Add:
    for (unsigned t = 0; t < N; ++t) out[t] = T(W(a[t]) + W(b[t])) & m;
    return 0;
  case ir::Opcode::Sub:
    for (unsigned t = 0; t < N; ++t) out[t] = T(W(a[t]) - W(b[t])) & m;
    return 0;
  case ir::Opcode::Mul:
    for (unsigned t = 0; t < N; ++t) out[t] = T(W(a[t]) * W(b[t])) & m;
    return 0;
  case ir::Opcode::And:
    for (unsigned t = 0; t < N; ++t) out[t] = a[t] & b[t];
    return 0;
  case ir::Opcode::Or:
    for (unsigned t = 0; t < N; ++t) out[t] = a[t] | b[t];
    return 0;
  case ir::Opcode::Xor:
    for (unsigned t = 0; t < N; ++t) out[t] = a[t] ^ b[t];
    return 0;
  case ir::Opcode::Shl:
    for (unsigned t = 0; t < N; ++t) out[t] = b[t] < w ? T(W(a[t]) << (b[t] & (Word<T>::kBits - 1))) & m : T(0);
    break;
  case ir::Opcode::LShr:
    for (unsigned t = 0; t < N; ++t) out[t] = b[t] < w ? T(a[t] >> (b[t] & (Word<T>::kBits - 1))) : T(0);
    break;
  default:
    for (unsigned t = 0; t < N; ++t) taint |= uint32_t(evalWord(s, a[t], b[t], w, out[t])) << t;
    return taint;
  }
  for (unsigned t = 0; t < N; ++t) taint |= uint32_t(b[t] >= w) << t;
  return taint;
}

} // namespace theseus::synth
