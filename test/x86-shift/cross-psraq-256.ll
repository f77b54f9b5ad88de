; psra.q.256 is ashr by the low 64 bits of the count, clamped to 63 (generic IR).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <4 x i64> @src(<4 x i64> noundef %v, <2 x i64> noundef %c) {
  %r = call <4 x i64> @llvm.x86.avx512.psra.q.256(<4 x i64> %v, <2 x i64> %c)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> noundef %v, <2 x i64> noundef %c) {
  %c2 = bitcast <2 x i64> %c to <2 x i64>
  %c64 = extractelement <2 x i64> %c2, i32 0
  %big = icmp uge i64 %c64, 64
  %ct = add i64 %c64, 0
  %ci = insertelement <4 x i64> poison, i64 %ct, i32 0
  %cs = shufflevector <4 x i64> %ci, <4 x i64> poison, <4 x i32> zeroinitializer
  %s = ashr <4 x i64> %v, %cs
  %f = ashr <4 x i64> %v, <i64 63, i64 63, i64 63, i64 63>
  %r = select i1 %big, <4 x i64> %f, <4 x i64> %s
  ret <4 x i64> %r
}

declare <4 x i64> @llvm.x86.avx512.psra.q.256(<4 x i64>, <2 x i64>)
