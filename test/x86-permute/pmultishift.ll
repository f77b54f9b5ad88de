; pmultishift.qb.128 with control bytes 0, 8, .., 56 is the identity on each qword, and
; control 64 is control 0; control 4 reads across a byte boundary, so it is not byte 0.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <16 x i8> @llvm.x86.avx512.pmultishift.qb.128(<16 x i8>, <16 x i8>)

define <16 x i8> @src(<16 x i8> %d) {
  %r = call <16 x i8> @llvm.x86.avx512.pmultishift.qb.128(<16 x i8> <i8 64, i8 8, i8 16, i8 24, i8 32, i8 40, i8 48, i8 56, i8 0, i8 72, i8 16, i8 24, i8 32, i8 40, i8 48, i8 248>, <16 x i8> %d)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %d) {
  ret <16 x i8> %d
}

define i8 @src2(<16 x i8> noundef %d) {
  %r = call <16 x i8> @llvm.x86.avx512.pmultishift.qb.128(<16 x i8> <i8 4, i8 8, i8 16, i8 24, i8 32, i8 40, i8 48, i8 56, i8 0, i8 8, i8 16, i8 24, i8 32, i8 40, i8 48, i8 56>, <16 x i8> %d)
  %e = extractelement <16 x i8> %r, i32 0
  ret i8 %e
}

define i8 @tgt2(<16 x i8> noundef %d) {
  %e = extractelement <16 x i8> %d, i32 0
  ret i8 %e
}
