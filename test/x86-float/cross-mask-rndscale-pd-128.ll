; mask.rndscale.pd.128 with scale 0 (immediate 9, floor) is sse41.round.pd merged under the mask; the other
; immediates are left to the direct sweep (Z3 takes about 20 s per immediate here).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <2 x double> @llvm.x86.avx512.mask.rndscale.pd.128(<2 x double>, i32, <2 x double>, i8)
declare <2 x double> @llvm.x86.sse41.round.pd(<2 x double>, i32)

define <2 x double> @src(<2 x double> noundef %a, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.avx512.mask.rndscale.pd.128(<2 x double> %a, i32 9, <2 x double> %p, i8 %k)
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x double> noundef %p, i8 noundef %k) {
  %r = call <2 x double> @llvm.x86.sse41.round.pd(<2 x double> %a, i32 9)
  %kk = trunc i8 %k to i2
  %m = bitcast i2 %kk to <2 x i1>
  %s = select <2 x i1> %m, <2 x double> %r, <2 x double> %p
  ret <2 x double> %s
}
