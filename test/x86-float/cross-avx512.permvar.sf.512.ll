; avx512.permvar.sf.512 moves bit patterns as avx512.permvar.si.512 does.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x float> @llvm.x86.avx512.permvar.sf.512(<16 x float>, <16 x i32>)
declare <16 x i32> @llvm.x86.avx512.permvar.si.512(<16 x i32>, <16 x i32>)

define <16 x float> @src(<16 x float> noundef %a, <16 x i32> noundef %i) {
  %r = call <16 x float> @llvm.x86.avx512.permvar.sf.512(<16 x float> %a, <16 x i32> %i)
  ret <16 x float> %r
}

define <16 x float> @tgt(<16 x float> noundef %a, <16 x i32> noundef %i) {
  %a.i = bitcast <16 x float> %a to <16 x i32>
  %r.i = call <16 x i32> @llvm.x86.avx512.permvar.si.512(<16 x i32> %a.i, <16 x i32> %i)
  %r = bitcast <16 x i32> %r.i to <16 x float>
  ret <16 x float> %r
}
