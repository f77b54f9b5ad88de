; avx512.pternlog.d.512 with immediate 0x96 is a ^ b ^ c.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32>, <16 x i32>, <16 x i32>, i32)


define <16 x i32> @src(<16 x i32> noundef %a, <16 x i32> noundef %b, <16 x i32> noundef %c) {
  %r = call <16 x i32> @llvm.x86.avx512.pternlog.d.512(<16 x i32> %a, <16 x i32> %b, <16 x i32> %c, i32 150)
  ret <16 x i32> %r
}

define <16 x i32> @tgt(<16 x i32> noundef %a, <16 x i32> noundef %b, <16 x i32> noundef %c) {
  %t1 = xor <16 x i32> %a, %b
  %t2 = xor <16 x i32> %t1, %c
  ret <16 x i32> %t2
}
