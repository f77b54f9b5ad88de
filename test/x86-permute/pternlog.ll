; pternlog.d.128 with 0xF0 is a, 0xCC is b, 0x96 is a ^ b ^ c; 0x69 is not a ^ b ^ c.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)

define <4 x i32> @src(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 240)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  ret <4 x i32> %a
}

define <4 x i32> @src2(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 150)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c) {
  %x = xor <4 x i32> %a, %b
  %r = xor <4 x i32> %x, %c
  ret <4 x i32> %r
}

define <4 x i32> @src3(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 105)
  ret <4 x i32> %r
}

define <4 x i32> @tgt3(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %x = xor <4 x i32> %a, %b
  %r = xor <4 x i32> %x, %c
  ret <4 x i32> %r
}
