; psrlv.w.512 per lane, generic IR.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <32 x i16> @src(<32 x i16> noundef %v, <32 x i16> noundef %c) {
  %r = call <32 x i16> @llvm.x86.avx512.psrlv.w.512(<32 x i16> %v, <32 x i16> %c)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> noundef %v, <32 x i16> noundef %c) {
  %big = icmp uge <32 x i16> %c, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %s = lshr <32 x i16> %v, %c
  %r = select <32 x i1> %big, <32 x i16> zeroinitializer, <32 x i16> %s
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.psrlv.w.512(<32 x i16>, <32 x i16>)
