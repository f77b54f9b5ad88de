; psrav.q.256 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <4 x i64> @src(<4 x i64> noundef %v, <4 x i64> noundef %c) {
  %r = call <4 x i64> @llvm.x86.avx512.psrav.q.256(<4 x i64> %v, <4 x i64> %c)
  ret <4 x i64> %r
}

define <4 x i64> @tgt(<4 x i64> noundef %v, <4 x i64> noundef %c) {
  %big = icmp uge <4 x i64> %c, <i64 64, i64 64, i64 64, i64 64>
  %s = ashr <4 x i64> %v, %c
  %f = ashr <4 x i64> %v, <i64 63, i64 63, i64 63, i64 63>
  %r = select <4 x i1> %big, <4 x i64> %f, <4 x i64> %s
  ret <4 x i64> %r
}

declare <4 x i64> @llvm.x86.avx512.psrav.q.256(<4 x i64>, <4 x i64>)
