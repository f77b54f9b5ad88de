; psrav.q.512 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <8 x i64> @src(<8 x i64> noundef %v, <8 x i64> noundef %c) {
  %r = call <8 x i64> @llvm.x86.avx512.psrav.q.512(<8 x i64> %v, <8 x i64> %c)
  ret <8 x i64> %r
}

define <8 x i64> @tgt(<8 x i64> noundef %v, <8 x i64> noundef %c) {
  %big = icmp uge <8 x i64> %c, <i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64, i64 64>
  %s = ashr <8 x i64> %v, %c
  %f = ashr <8 x i64> %v, <i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63, i64 63>
  %r = select <8 x i1> %big, <8 x i64> %f, <8 x i64> %s
  ret <8 x i64> %r
}

declare <8 x i64> @llvm.x86.avx512.psrav.q.512(<8 x i64>, <8 x i64>)
