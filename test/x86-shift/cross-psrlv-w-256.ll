; psrlv.w.256 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <16 x i16> @src(<16 x i16> noundef %v, <16 x i16> noundef %c) {
  %r = call <16 x i16> @llvm.x86.avx512.psrlv.w.256(<16 x i16> %v, <16 x i16> %c)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i16> noundef %v, <16 x i16> noundef %c) {
  %big = icmp uge <16 x i16> %c, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %s = lshr <16 x i16> %v, %c
  %r = select <16 x i1> %big, <16 x i16> zeroinitializer, <16 x i16> %s
  ret <16 x i16> %r
}

declare <16 x i16> @llvm.x86.avx512.psrlv.w.256(<16 x i16>, <16 x i16>)
