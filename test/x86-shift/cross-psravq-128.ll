; psrav.q.128 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <2 x i64> @src(<2 x i64> noundef %v, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.psrav.q.128(<2 x i64> %v, <2 x i64> %c)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> noundef %v, <2 x i64> noundef %c) {
  %big = icmp uge <2 x i64> %c, <i64 64, i64 64>
  %s = ashr <2 x i64> %v, %c
  %f = ashr <2 x i64> %v, <i64 63, i64 63>
  %r = select <2 x i1> %big, <2 x i64> %f, <2 x i64> %s
  ret <2 x i64> %r
}

declare <2 x i64> @llvm.x86.avx512.psrav.q.128(<2 x i64>, <2 x i64>)
