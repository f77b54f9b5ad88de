; phsub.w: a poison lane poisons only the result lane of its pair, so the other lanes survive.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source

declare <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16>, <8 x i16>)

define i16 @src(<8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16> <i16 9, i16 poison, i16 7, i16 3, i16 1, i16 1, i16 0, i16 5>, <8 x i16> %b)
  %e = extractelement <8 x i16> %r, i32 1
  ret i16 %e
}

define i16 @tgt(<8 x i16> %b) {
  ret i16 4
}

define i16 @src2(<8 x i16> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.phsub.w.128(<8 x i16> <i16 9, i16 2, i16 7, i16 3, i16 1, i16 1, i16 0, i16 5>, <8 x i16> %b)
  %e = extractelement <8 x i16> %r, i32 3
  ret i16 %e
}

define i16 @tgt2(<8 x i16> %b) {
  ret i16 poison
}
