; avx512.vpermi2var.d.128: lane i is (a ++ b)[i mod 8] of the index, as extract/insertelement (@tgt) and as avx2 permd on a ++ b (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32>, <4 x i32>, <4 x i32>)
declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)

define <4 x i32> @src(<4 x i32> noundef %a, <4 x i32> noundef %i, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a, <4 x i32> %i, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %a, <4 x i32> noundef %i, <4 x i32> noundef %b) {
  %t1 = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t2 = extractelement <4 x i32> %i, i32 0
  %t3 = and i32 %t2, 7
  %t4 = extractelement <8 x i32> %t1, i32 %t3
  %t5 = insertelement <4 x i32> poison, i32 %t4, i32 0
  %t6 = extractelement <4 x i32> %i, i32 1
  %t7 = and i32 %t6, 7
  %t8 = extractelement <8 x i32> %t1, i32 %t7
  %t9 = insertelement <4 x i32> %t5, i32 %t8, i32 1
  %t10 = extractelement <4 x i32> %i, i32 2
  %t11 = and i32 %t10, 7
  %t12 = extractelement <8 x i32> %t1, i32 %t11
  %t13 = insertelement <4 x i32> %t9, i32 %t12, i32 2
  %t14 = extractelement <4 x i32> %i, i32 3
  %t15 = and i32 %t14, 7
  %t16 = extractelement <8 x i32> %t1, i32 %t15
  %t17 = insertelement <4 x i32> %t13, i32 %t16, i32 3
  ret <4 x i32> %t17
}

define <4 x i32> @src2(<4 x i32> noundef %a, <4 x i32> noundef %i, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx512.vpermi2var.d.128(<4 x i32> %a, <4 x i32> %i, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> noundef %a, <4 x i32> noundef %i, <4 x i32> noundef %b) {
  %t1 = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t2 = shufflevector <4 x i32> %i, <4 x i32> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
  %t3 = call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> %t1, <8 x i32> %t2)
  %t4 = shufflevector <8 x i32> %t3, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  ret <4 x i32> %t4
}
