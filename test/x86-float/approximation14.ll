; AVX-512's rcp14/rsqrt14 are approximations within 2^-14 whose exact values differ between
; implementations: rcp14(x) is the same function in every form of a format (the ss form is the
; ps form in lane 0, the unmasked 512-bit form lane by lane), but no proof may rely on its exact
; value: rcp14.pd of 3.0 is not 1/3, rsqrt14.ss of 4.0 is not 0.5. The special operands' results
; are exact: rcp14(+-0) is +-inf, rcp14(+-inf) is +-0, rsqrt14(-1) is the default NaN,
; rsqrt14(+inf) is +0, rsqrt14(-0) is -inf. A clear mask bit takes the passthru lane.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src6 => @tgt6
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x float> @llvm.x86.avx512.rcp14.ss(<4 x float>, <4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.avx512.rcp14.ps.128(<4 x float>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.rcp14.pd.128(<2 x double>, <2 x double>, i8)
declare <4 x float> @llvm.x86.avx512.rsqrt14.ss(<4 x float>, <4 x float>, <4 x float>, i8)
declare <4 x float> @llvm.x86.avx512.rsqrt14.ps.128(<4 x float>, <4 x float>, i8)
declare <2 x double> @llvm.x86.avx512.rsqrt14.pd.128(<2 x double>, <2 x double>, i8)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.avx512.rcp14.ss(<4 x float> %a, <4 x float> %b, <4 x float> zeroinitializer, i8 -1)
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %p = call <4 x float> @llvm.x86.avx512.rcp14.ps.128(<4 x float> %b, <4 x float> zeroinitializer, i8 -1)
  %r = shufflevector <4 x float> %p, <4 x float> %a, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  ret <4 x float> %r
}

define <2 x double> @src2() {
  %r = call <2 x double> @llvm.x86.avx512.rcp14.pd.128(<2 x double> <double 3.0, double 3.0>, <2 x double> zeroinitializer, i8 -1)
  ret <2 x double> %r
}

define <2 x double> @tgt2() {
  %r = fdiv <2 x double> <double 1.0, double 1.0>, <double 3.0, double 3.0>
  ret <2 x double> %r
}

define <4 x float> @src3() {
  %r = call <4 x float> @llvm.x86.avx512.rsqrt14.ss(<4 x float> zeroinitializer, <4 x float> <float 4.0, float 4.0, float 4.0, float 4.0>, <4 x float> zeroinitializer, i8 -1)
  ret <4 x float> %r
}

define <4 x float> @tgt3() {
  ret <4 x float> <float 0.5, float 0.0, float 0.0, float 0.0>
}

define <2 x double> @src4() {
  %r = call <2 x double> @llvm.x86.avx512.rcp14.pd.128(<2 x double> <double 0x7FF0000000000000, double -0.0>, <2 x double> zeroinitializer, i8 -1)
  ret <2 x double> %r
}

define <2 x double> @tgt4() {
  ret <2 x double> <double 0.0, double 0xFFF0000000000000>
}

define <2 x double> @src5() {
  %r = call <2 x double> @llvm.x86.avx512.rsqrt14.pd.128(<2 x double> <double -1.0, double 0x7FF0000000000000>, <2 x double> zeroinitializer, i8 -1)
  ret <2 x double> %r
}

define <2 x double> @tgt5() {
  ret <2 x double> <double 0xFFF8000000000000, double 0.0>
}

define <4 x float> @src6(<4 x float> noundef %x, <4 x float> noundef %p) {
  %r = call <4 x float> @llvm.x86.avx512.rsqrt14.ps.128(<4 x float> <float -0.0, float 1.0, float 2.0, float 3.0>, <4 x float> %p, i8 1)
  ret <4 x float> %r
}

define <4 x float> @tgt6(<4 x float> noundef %x, <4 x float> noundef %p) {
  %r = shufflevector <4 x float> <float 0xFFF0000000000000, float 0.0, float 0.0, float 0.0>, <4 x float> %p, <4 x i32> <i32 0, i32 5, i32 6, i32 7>
  ret <4 x float> %r
}
