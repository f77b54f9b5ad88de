; packsswb saturates to [-128, 127] and packuswb to [0, 255]: a lshr-by-8 input packs to the
; trunc; a plain trunc is not packsswb.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>)

define <16 x i8> @src(<8 x i16> %a, <8 x i16> %b) {
  %x = lshr <8 x i16> %a, splat (i16 8)
  %y = lshr <8 x i16> %b, splat (i16 8)
  %r = call <16 x i8> @llvm.x86.sse2.packuswb.128(<8 x i16> %x, <8 x i16> %y)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %x = lshr <8 x i16> %a, splat (i16 8)
  %y = lshr <8 x i16> %b, splat (i16 8)
  %c = shufflevector <8 x i16> %x, <8 x i16> %y, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = trunc <16 x i16> %c to <16 x i8>
  ret <16 x i8> %r
}

define <16 x i8> @src2(<8 x i16> %a, <8 x i16> %b) {
  %r = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %a, <8 x i16> %b)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<8 x i16> %a, <8 x i16> %b) {
  %c = shufflevector <8 x i16> %a, <8 x i16> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %r = trunc <16 x i16> %c to <16 x i8>
  ret <16 x i8> %r
}
