; maxps.512 (rounding control 4 and 8) is maxps.256 on each half.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float>, <16 x float>, i32)
declare <8 x float> @llvm.x86.avx.max.ps.256(<8 x float>, <8 x float>)

define <16 x float> @src(<16 x float> noundef %a, <16 x float> noundef %b) {
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %a, <16 x float> %b, i32 4)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> noundef %a, <16 x float> noundef %b) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b.0 = shufflevector <16 x float> %b, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %b.1 = shufflevector <16 x float> %b, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %a.0, <8 x float> %b.0)
  %r.1 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %a.1, <8 x float> %b.1)
  %j0.0 = shufflevector <8 x float> %r.0, <8 x float> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x float> %j0.0
}

define <16 x float> @src2(<16 x float> noundef %a, <16 x float> noundef %b) {
  %r = call <16 x float> @llvm.x86.avx512.max.ps.512(<16 x float> %a, <16 x float> %b, i32 8)
  ret <16 x float> %r
}

define <16 x float> @tgt2(<16 x float> noundef %a, <16 x float> noundef %b) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %b.0 = shufflevector <16 x float> %b, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %b.1 = shufflevector <16 x float> %b, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %a.0, <8 x float> %b.0)
  %r.1 = call <8 x float> @llvm.x86.avx.max.ps.256(<8 x float> %a.1, <8 x float> %b.1)
  %j0.0 = shufflevector <8 x float> %r.0, <8 x float> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x float> %j0.0
}
