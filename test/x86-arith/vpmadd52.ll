; vpmadd52l/h add the low/high 52 bits of the 104-bit product of the inputs' low 52 bits to the
; accumulator (checked for sparse constant y: wide multiplier equivalence is beyond the solver);
; the high half computed in 64 bits (losing the product's top bits) is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <2 x i64> @llvm.x86.avx512.vpmadd52l.uq.128(<2 x i64>, <2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.x86.avx512.vpmadd52h.uq.128(<2 x i64>, <2 x i64>, <2 x i64>)

define <2 x i64> @src(<2 x i64> %acc, <2 x i64> %x) {
  %r = call <2 x i64> @llvm.x86.avx512.vpmadd52l.uq.128(<2 x i64> %acc, <2 x i64> %x, <2 x i64> <i64 2251799880794113, i64 4503599627370497>)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> %acc, <2 x i64> %x) {
  %p = mul <2 x i64> %x, <i64 2251799880794113, i64 4503599627370497>
  %l = and <2 x i64> %p, <i64 4503599627370495, i64 4503599627370495>
  %r = add <2 x i64> %acc, %l
  ret <2 x i64> %r
}

define <2 x i64> @src2(<2 x i64> noundef %acc, <2 x i64> noundef %x) {
  %r = call <2 x i64> @llvm.x86.avx512.vpmadd52h.uq.128(<2 x i64> %acc, <2 x i64> %x, <2 x i64> <i64 2251799880794113, i64 4503599627370497>)
  ret <2 x i64> %r
}

define <2 x i64> @tgt2(<2 x i64> noundef %acc, <2 x i64> noundef %x) {
  %mx = and <2 x i64> %x, <i64 4503599627370495, i64 4503599627370495>
  %my = and <2 x i64> <i64 2251799880794113, i64 4503599627370497>, <i64 4503599627370495, i64 4503599627370495>
  %wx = zext <2 x i64> %mx to <2 x i128>
  %wy = zext <2 x i64> %my to <2 x i128>
  %p = mul <2 x i128> %wx, %wy
  %h = lshr <2 x i128> %p, <i128 52, i128 52>
  %t = trunc <2 x i128> %h to <2 x i64>
  %r = add <2 x i64> %acc, %t
  ret <2 x i64> %r
}

define <2 x i64> @src3(<2 x i64> noundef %acc, <2 x i64> noundef %x, <2 x i64> noundef %y) {
  %r = call <2 x i64> @llvm.x86.avx512.vpmadd52h.uq.128(<2 x i64> %acc, <2 x i64> %x, <2 x i64> %y)
  ret <2 x i64> %r
}

define <2 x i64> @tgt3(<2 x i64> noundef %acc, <2 x i64> noundef %x, <2 x i64> noundef %y) {
  %mx = and <2 x i64> %x, <i64 4503599627370495, i64 4503599627370495>
  %my = and <2 x i64> %y, <i64 4503599627370495, i64 4503599627370495>
  %p = mul <2 x i64> %mx, %my
  %h = lshr <2 x i64> %p, <i64 52, i64 52>
  %r = add <2 x i64> %acc, %h
  ret <2 x i64> %r
}
