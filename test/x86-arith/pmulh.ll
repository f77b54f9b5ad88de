; pmulh.w / pmulhu.w are the high halves of the signed / unsigned 32-bit products; taking the
; unsigned high half with sign extension is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16>, <8 x i16>)

define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %wa = sext <8 x i16> %a to <8 x i32>
  %wb = sext <8 x i16> %b to <8 x i32>
  %p = mul <8 x i32> %wa, %wb
  %h = lshr <8 x i32> %p, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @src2(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %a, <8 x i16> %b) {
  %wa = zext <8 x i16> %a to <8 x i32>
  %wb = zext <8 x i16> %b to <8 x i32>
  %p = mul <8 x i32> %wa, %wb
  %h = lshr <8 x i32> %p, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <8 x i16> @src3(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulhu.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt3(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pmulh.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
