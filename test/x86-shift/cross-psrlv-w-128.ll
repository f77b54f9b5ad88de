; psrlv.w.128 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <8 x i16> @src(<8 x i16> noundef %v, <8 x i16> noundef %c) {
  %r = call <8 x i16> @llvm.x86.avx512.psrlv.w.128(<8 x i16> %v, <8 x i16> %c)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> noundef %v, <8 x i16> noundef %c) {
  %big = icmp uge <8 x i16> %c, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %s = lshr <8 x i16> %v, %c
  %r = select <8 x i1> %big, <8 x i16> zeroinitializer, <8 x i16> %s
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.avx512.psrlv.w.128(<8 x i16>, <8 x i16>)
