; mask.pmovs.qb.128: signed saturation into the low 2 bytes, masked by bits 0-1, upper 14 bytes
; zero even with a nonzero passthru; mask.pmov (plain trunc) is not the saturating one.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <16 x i8> @llvm.x86.avx512.mask.pmovs.qb.128(<2 x i64>, <16 x i8>, i8)
declare <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64>, <16 x i8>, i8)

define <16 x i8> @src(<16 x i8> %p) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.qb.128(<2 x i64> <i64 -1000, i64 77>, <16 x i8> %p, i8 253)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %p) {
  %e = extractelement <16 x i8> %p, i32 1
  %r = insertelement <16 x i8> <i8 -128, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0, i8 0>, i8 %e, i32 1
  ret <16 x i8> %r
}

define <16 x i8> @src2(<2 x i64> %x, <16 x i8> %p) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.qb.128(<2 x i64> %x, <16 x i8> %p, i8 -1)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<2 x i64> %x, <16 x i8> %p) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64> %x, <16 x i8> %p, i8 -1)
  ret <16 x i8> %r
}
