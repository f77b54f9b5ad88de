; mask.max.sd.round (rounding control 4 and 8) is sse2.max.sd with lane 0 merged under mask bit 0.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x double> @llvm.x86.avx512.mask.max.sd.round(<2 x double>, <2 x double>, <2 x double>, i8, i32)
declare <2 x double> @llvm.x86.sse2.max.sd(<2 x double>, <2 x double>)

define <2 x double> @src(<2 x double> noundef %a, <2 x double> noundef %b, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.avx512.mask.max.sd.round(<2 x double> %a, <2 x double> %b, <2 x double> %p, i8 %k, i32 4)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x double> noundef %b, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %a, <2 x double> %b)
  %k0 = trunc i8 %k to i1
  %l0 = extractelement <2 x double> %r, i64 0
  %p0 = extractelement <2 x double> %p, i64 0
  %s0 = select i1 %k0, double %l0, double %p0
  %s = insertelement <2 x double> %r, double %s0, i64 0
  ret <2 x double> %s
}

define <2 x double> @src2(<2 x double> noundef %a, <2 x double> noundef %b, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.avx512.mask.max.sd.round(<2 x double> %a, <2 x double> %b, <2 x double> %p, i8 %k, i32 8)
  ret <2 x double> %r
}

define <2 x double> @tgt2(<2 x double> noundef %a, <2 x double> noundef %b, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.sse2.max.sd(<2 x double> %a, <2 x double> %b)
  %k0 = trunc i8 %k to i1
  %l0 = extractelement <2 x double> %r, i64 0
  %p0 = extractelement <2 x double> %p, i64 0
  %s0 = select i1 %k0, double %l0, double %p0
  %s = insertelement <2 x double> %r, double %s0, i64 0
  ret <2 x double> %s
}
