; psra.q.512 is ashr by the low 64 bits of the count, clamped to 63 (generic IR).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <8 x i64> @src(<8 x i64> noundef %v, <2 x i64> noundef %c) {
  %r = call <8 x i64> @llvm.x86.avx512.psra.q.512(<8 x i64> %v, <2 x i64> %c)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> noundef %v, <2 x i64> noundef %c) {
  %c2 = bitcast <2 x i64> %c to <2 x i64>
  %c64 = extractelement <2 x i64> %c2, i32 0
  %big = icmp uge i64 %c64, 64
  %ct = add i64 %c64, 0
  %ci = insertelement <8 x i64> poison, i64 %ct, i32 0
  %cs = shufflevector <8 x i64> %ci, <8 x i64> poison, <8 x i32> zeroinitializer
  %s = ashr <8 x i64> %v, %cs
  %f = ashr <8 x i64> %v, <i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63>
  %r = select i1 %big, <8 x i64> %f, <8 x i64> %s
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.x86.avx512.psra.q.512(<8 x i64>, <2 x i64>)
