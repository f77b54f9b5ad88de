; avx512.vpermi2var.ps.128 moves bit patterns as avx512.vpermi2var.d.128 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.avx512.vpermi2var.ps.128(<4 x float>, <4 x i32>, <4 x float>)
declare <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32>, <4 x i32>, <4 x i32>)

define <4 x float> @src(<4 x float> noundef %a, <4 x i32> noundef %i, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.avx512.vpermi2var.ps.128(<4 x float> %a, <4 x i32> %i, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x i32> noundef %i, <4 x float> noundef %b) {
  %a.i = bitcast <4 x float> %a to <4 x i32>
  %b.i = bitcast <4 x float> %b to <4 x i32>
  %r.i = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a.i, <4 x i32> %i, <4 x i32> %b.i)
  %r = bitcast <4 x i32> %r.i to <4 x float>
  ret <4 x float> %r
}
