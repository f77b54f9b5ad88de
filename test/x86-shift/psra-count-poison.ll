; A poison lane in the low 64 bits of psra's count vector poisons every result lane; a poison
; lane in the upper half does not matter.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16>, <8 x i16>)

define <8 x i16> @src(<8 x i16> %v) {
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %v, <8 x i16> <i16 poison, i16 0, i16 0, i16 0, i16 1, i16 1, i16 1, i16 1>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %v) {
  ret <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
}

define <8 x i16> @src2(<8 x i16> %v) {
  %r = call <8 x i16> @llvm.x86.sse2.psra.w(<8 x i16> %v, <8 x i16> <i16 1, i16 0, i16 0, i16 0, i16 poison, i16 poison, i16 poison, i16 poison>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %v) {
  ret <8 x i16> <i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7, i16 7>
}
