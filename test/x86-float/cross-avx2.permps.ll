; avx2.permps moves bit patterns as avx2.permd does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x float> @llvm.x86.avx2.permps(<8 x float>, <8 x i32>)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)

define <8 x float> @src(<8 x float> noundef %a, <8 x i32> noundef %i) {
  %r = call <8 x float> @llvm.x86.avx2.permps(<8 x float> %a, <8 x i32> %i)
  ret <8 x float> %r
}

define <8 x float> @tgt(<8 x float> noundef %a, <8 x i32> noundef %i) {
  %a.i = bitcast <8 x float> %a to <8 x i32>
  %r.i = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %a.i, <8 x i32> %i)
  %r = bitcast <8 x i32> %r.i to <8 x float>
  ret <8 x float> %r
}
