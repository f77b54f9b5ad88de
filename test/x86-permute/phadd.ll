; phadd.d adds adjacent pairs of a, then of b (shuffles and an add, noundef since each input is
; read twice); phadd.sw saturates, so it is not the wrapping phadd.w.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16>, <8 x i16>)

define <4 x i32> @src(<4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.ssse3.phadd.d.128(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %a, <4 x i32> noundef %b) {
  %even = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %odd = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = add <4 x i32> %even, %odd
  ret <4 x i32> %r
}

define <8 x i16> @src2(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.sw.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phadd.w.128(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
