; mask.vcvtps2ph.512 is vcvtps2ph.256 on each half merged under the mask, in every rounding immediate.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float>, i32, <16 x i16>, i16)
declare <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float>, i32)

define <16 x i16> @src(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float> %a, i32 0, <16 x i16> %p, i16 %k)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.0, i32 0)
  %r.1 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.1, i32 0)
  %j0.0 = shufflevector <8 x i16> %r.0, <8 x i16> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i16> %j0.0, <16 x i16> %p
  ret <16 x i16> %s
}

define <16 x i16> @src2(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float> %a, i32 1, <16 x i16> %p, i16 %k)
  ret <16 x i16> %r
}

define <16 x i16> @tgt2(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.0, i32 1)
  %r.1 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.1, i32 1)
  %j0.0 = shufflevector <8 x i16> %r.0, <8 x i16> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i16> %j0.0, <16 x i16> %p
  ret <16 x i16> %s
}

define <16 x i16> @src3(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float> %a, i32 2, <16 x i16> %p, i16 %k)
  ret <16 x i16> %r
}

define <16 x i16> @tgt3(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.0, i32 2)
  %r.1 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.1, i32 2)
  %j0.0 = shufflevector <8 x i16> %r.0, <8 x i16> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i16> %j0.0, <16 x i16> %p
  ret <16 x i16> %s
}

define <16 x i16> @src4(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float> %a, i32 3, <16 x i16> %p, i16 %k)
  ret <16 x i16> %r
}

define <16 x i16> @tgt4(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.0, i32 3)
  %r.1 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.1, i32 3)
  %j0.0 = shufflevector <8 x i16> %r.0, <8 x i16> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i16> %j0.0, <16 x i16> %p
  ret <16 x i16> %s
}

define <16 x i16> @src5(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.vcvtps2ph.512(<16 x float> %a, i32 4, <16 x i16> %p, i16 %k)
  ret <16 x i16> %r
}

define <16 x i16> @tgt5(<16 x float> noundef %a, <16 x i16> noundef %p, i16 noundef %k) {
  %a.0 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %a.1 = shufflevector <16 x float> %a, <16 x float> poison, <8 x i32> <i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r.0 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.0, i32 4)
  %r.1 = call <8 x i16> @llvm.x86.vcvtps2ph.256(<8 x float> %a.1, i32 4)
  %j0.0 = shufflevector <8 x i16> %r.0, <8 x i16> %r.1, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %m = bitcast i16 %k to <16 x i1>
  %s = select <16 x i1> %m, <16 x i16> %j0.0, <16 x i16> %p
  ret <16 x i16> %s
}
