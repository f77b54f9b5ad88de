; mask.cvtps2dq.512 (rounding control 4 and 8) is cvtps2dq on each half merged under the mask.
; The embedded roundings 9..11 are left to the direct sweep: as roundps then cvtps2dq on 16 lanes
; they take Z3 minutes.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i32> @llvm.x86.avx512.mask.cvtps2dq.512(<16 x float>, <16 x i32>, i16, i32)
declare <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float>)

define <16 x i32> @src(<16 x float> noundef %a, <16 x i32> noundef %p, i16 noundef %k) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.cvtps2dq.512(<16 x float> %a, <16 x i32> %p, i16 %k, i32 4)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x float> noundef %a, <16 x i32> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %a.0)
  %r.1 = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %a.1)
  %j0.0 = shufflevector <8 x i32> %r.0, <8 x i32> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i32> %j0.0, <16 x i32> %p
  ret <16 x i32> %s
}

define <16 x i32> @src2(<16 x float> noundef %a, <16 x i32> noundef %p, i16 noundef %k) {
  %r = call <16 x i32> @llvm.x86.avx512.mask.cvtps2dq.512(<16 x float> %a, <16 x i32> %p, i16 %k, i32 8)
  ret <16 x i32> %r
}

define <16 x i32> @tgt2(<16 x float> noundef %a, <16 x i32> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %a.0)
  %r.1 = call <8 x i32> @llvm.x86.avx.cvt.ps2dq.256(<8 x float> %a.1)
  %j0.0 = shufflevector <8 x i32> %r.0, <8 x i32> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i32> %j0.0, <16 x i32> %p
  ret <16 x i32> %s
}
