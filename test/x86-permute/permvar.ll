; permd by a constant index is a shufflevector using only the index's low 3 bits; reading the
; full index (as extractelement would) is wrong for index 9.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source

declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)

define <8 x i32> @src(<8 x i32> %a) {
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a, <8 x i32> <i32 7, i32 6, i32 13, i32 4, i32 -5, i32 2, i32 1, i32 0>)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> %a) {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <8 x i32> %r
}

define i32 @src2(<8 x i32> %a) {
  %r = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a, <8 x i32> <i32 9, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>)
  %e = extractelement <8 x i32> %r, i32 0
  ret i32 %e
}

define i32 @tgt2(<8 x i32> %a) {
  %e = extractelement <8 x i32> %a, i32 9
  ret i32 %e
}
