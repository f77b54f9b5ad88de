; phminposuw: lane 0 the minimum, lane 1 its lowest index, lanes 2..7 zero; with ties the
; lowest index wins, not the highest.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16>)

define <8 x i16> @src(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> <i16 9, i16 65535, i16 4, i16 7, i16 4, i16 300, i16 8, i16 5>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> %a) {
  ret <8 x i16> <i16 4, i16 2, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
}

define <8 x i16> @src2(<8 x i16> %a) {
  %r = call <8 x i16> @llvm.x86.sse41.phminposuw(<8 x i16> <i16 9, i16 65535, i16 4, i16 7, i16 4, i16 300, i16 8, i16 5>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> %a) {
  ret <8 x i16> <i16 4, i16 4, i16 0, i16 0, i16 0, i16 0, i16 0, i16 0>
}
