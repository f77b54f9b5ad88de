; vpermilvar.ps.512 is the narrower vpermilvar.ps on each 128/256-bit part.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x float> @llvm.x86.avx512.vpermilvar.ps.512(<16 x float>, <16 x i32>)
declare <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float>, <4 x i32>)

define <16 x float> @src(<16 x float> noundef %a, <16 x i32> noundef %i) {
  %r = call <16 x float> @llvm.x86.avx512.vpermilvar.ps.512(<16 x float> %a, <16 x i32> %i)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> noundef %a, <16 x i32> noundef %i) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %a.2 = shufflevector <16 x float> %a, <16 x float> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %a.3 = shufflevector <16 x float> %a, <16 x float> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %i.0 = shufflevector <16 x i32> %i, <16 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %i.1 = shufflevector <16 x i32> %i, <16 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  %i.2 = shufflevector <16 x i32> %i, <16 x i32> poison, <4 x i32> <i32 8, i32 9, i32 10, i32 11>
  %i.3 = shufflevector <16 x i32> %i, <16 x i32> poison, <4 x i32> <i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float> %a.0, <4 x i32> %i.0)
  %r.1 = call <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float> %a.1, <4 x i32> %i.1)
  %r.2 = call <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float> %a.2, <4 x i32> %i.2)
  %r.3 = call <4 x float> @llvm.x86.avx.vpermilvar.ps(<4 x float> %a.3, <4 x i32> %i.3)
  %j0.0 = shufflevector <4 x float> %r.0, <4 x float> %r.1, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %j0.1 = shufflevector <4 x float> %r.2, <4 x float> %r.3, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %j1.0 = shufflevector <8 x float> %j0.0, <8 x float> %j0.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  ret <16 x float> %j1.0
}
