; pmul.hr.sw is bits 16..1 of ((a * b) >> 14) + 1 in 32 bits (-32768 * -32768 gives -32768);
; dropping the rounding +1 is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16>, <8 x i16>)

define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %wb = sext <8 x i16> %b to <8 x i32>
  %p = mul <8 x i32> %wa, %wb
  %s = ashr <8 x i32> %p, <i32 14, i32 14, i32 14, i32 14, i32 14, i32 14, i32 14, i32 14>
  %s1 = add <8 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <8 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @src2(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmul.hr.sw.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %a, <8 x i16> %b) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %wb = sext <8 x i16> %b to <8 x i32>
  %p = mul <8 x i32> %wa, %wb
  %h = ashr <8 x i32> %p, <i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15, i32 15>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}
