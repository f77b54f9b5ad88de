; avx512.pternlog.d.256 with immediate 0xca is a ? b : c bitwise.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32>, <8 x i32>, <8 x i32>, i32)


define <8 x i32> @src(<8 x i32> noundef %a, <8 x i32> noundef %b, <8 x i32> noundef %c) {
  %r = call <8 x i32> @llvm.x86.avx512.pternlog.d.256(<8 x i32> %a, <8 x i32> %b, <8 x i32> %c, i32 202)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> noundef %a, <8 x i32> noundef %b, <8 x i32> noundef %c) {
  %t1 = and <8 x i32> %a, %b
  %t2 = xor <8 x i32> %a, splat (i32 -1)
  %t3 = and <8 x i32> %t2, %c
  %t4 = or <8 x i32> %t1, %t3
  ret <8 x i32> %t4
}
