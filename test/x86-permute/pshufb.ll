; pshuf.b with a constant index is a shufflevector (top bit set: zero; index 19 reads byte 3);
; dropping the zeroing of byte 0 leaks a's poison; a poison index byte poisons only its own byte.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

define <16 x i8> @src(<16 x i8> %a) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> <i8 15, i8 14, i8 13, i8 12, i8 11, i8 10, i8 9, i8 8, i8 128, i8 6, i8 5, i8 4, i8 19, i8 2, i8 1, i8 255>)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a) {
  %r = shufflevector <16 x i8> %a, <16 x i8> zeroinitializer, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 16, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 16>
  ret <16 x i8> %r
}

define <16 x i8> @src2(<16 x i8> %a) {
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> <i8 128, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<16 x i8> %a) {
  ret <16 x i8> %a
}

define <16 x i8> @src3(<16 x i8> %a, <16 x i8> %i) {
  %j = insertelement <16 x i8> %i, i8 poison, i32 3
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> %j)
  %s = insertelement <16 x i8> %r, i8 7, i32 3
  ret <16 x i8> %s
}

define <16 x i8> @tgt3(<16 x i8> %a, <16 x i8> %i) {
  %j = insertelement <16 x i8> %i, i8 0, i32 3
  %r = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> %j)
  %s = insertelement <16 x i8> %r, i8 7, i32 3
  ret <16 x i8> %s
}
