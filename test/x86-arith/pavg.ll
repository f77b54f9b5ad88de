; pavg.w is the rounded unsigned average computed one bit wider (noundef: the generic form reads
; each input twice); pavg.b without the +1 rounding is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)

define <8 x i16> @src(<8 x i16> noundef %a, <8 x i16> noundef %b) {
  %r = call <8 x i16> @llvm.x86.sse2.pavg.w(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> noundef %a, <8 x i16> noundef %b) {
  %wa = zext <8 x i16> %a to <8 x i32>
  %wb = zext <8 x i16> %b to <8 x i32>
  %s = add <8 x i32> %wa, %wb
  %s1 = add <8 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <8 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <8 x i32> %h to <8 x i16>
  ret <8 x i16> %r
}

define <16 x i8> @src2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %wa = zext <16 x i8> %a to <16 x i16>
  %wb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %wa, %wb
  %h = lshr <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}
