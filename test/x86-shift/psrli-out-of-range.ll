; psrli by at least the element width gives zero (LLVM's lshr would give poison), so the
; intrinsic by 16 is zeroinitializer, and by 15 is an lshr.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16>, i32)

define <8 x i16> @src(<8 x i16> %v) {
  %r = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %v, i32 16)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %v) {
  ret <8 x i16> zeroinitializer
}

define <8 x i16> @src2(<8 x i16> %v) {
  %r = call <8 x i16> @llvm.x86.sse2.psrli.w(<8 x i16> %v, i32 15)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %v) {
  %r = lshr <8 x i16> %v, <i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15, i16 15>
  ret <8 x i16> %r
}
