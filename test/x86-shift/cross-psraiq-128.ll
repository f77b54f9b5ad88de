; psrai.q.128 is ashr by the immediate, clamped to 63 (generic IR).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <2 x i64> @src(<2 x i64> noundef %v, i32 noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.psrai.q.128(<2 x i64> %v, i32 %c)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> noundef %v, i32 noundef %c) {
  %c64 = zext i32 %c to i64
  %big = icmp uge i64 %c64, 64
  %ct = add i64 %c64, 0
  %ci = insertelement <2 x i64> poison, i64 %ct, i32 0
  %cs = shufflevector <2 x i64> %ci, <2 x i64> poison, <2 x i32> zeroinitializer
  %s = ashr <2 x i64> %v, %cs
  %f = ashr <2 x i64> %v, <i64 63, i64 63>
  %r = select i1 %big, <2 x i64> %f, <2 x i64> %s
  ret <2 x i64> %r
}

declare <2 x i64> @llvm.x86.avx512.psrai.q.128(<2 x i64>, i32)
