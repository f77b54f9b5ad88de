; What the x86 rows do not model is refused with its reason, never guessed: a rounding control
; other than 4 or 8 on maxps.512, fast-math flags on an x86 call (the rows ignore them), and an
; FP row in a function whose denormal mode flushes (the rows assume DAZ and FTZ off).
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK: unsupported{{.*}}rounding control of llvm.x86.avx512.max.ps.512
; CHECK: @src2 => @tgt2
; CHECK: unsupported{{.*}}fast-math flags on an x86 intrinsic
; CHECK: @src3 => @tgt3
; CHECK: unsupported{{.*}}denormal mode is not IEEE

declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32)
declare <4 x float> @llvm.x86.sse.max.ps(<4 x float>, <4 x float>)

define <16 x float> @src(<16 x float> %a, <16 x float> %b) {
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %a, <16 x float> %b, i32 9)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> %a, <16 x float> %b) {
  ret <16 x float> %a
}

define <4 x float> @src2(<4 x float> %a, <4 x float> %b) {
  %r = call nnan <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> %a, <4 x float> %b) {
  ret <4 x float> %a
}

define <4 x float> @src3(<4 x float> %a, <4 x float> %b) "denormal-fp-math"="preserve-sign,preserve-sign" {
  %r = call <4 x float> @llvm.x86.sse.max.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt3(<4 x float> %a, <4 x float> %b) "denormal-fp-math"="preserve-sign,preserve-sign" {
  ret <4 x float> %a
}
