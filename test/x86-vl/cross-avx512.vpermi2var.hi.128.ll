; avx512.vpermi2var.hi.128: lane i is (a ++ b)[i mod 16] of the index, as extract/insertelement.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.vpermi2var.hi.128(<8 x i16>, <8 x i16>, <8 x i16>)

define <8 x i16> @src(<8 x i16> noundef %a, <8 x i16> noundef %i, <8 x i16> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.vpermi2var.hi.128(<8 x i16> %a, <8 x i16> %i, <8 x i16> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> noundef %a, <8 x i16> noundef %i, <8 x i16> noundef %b) {
  %t1 = shufflevector <8 x i16> %a, <8 x i16> %b, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = extractelement <8 x i16> %i, i32 0
  %t3 = and i16 %t2, 15
  %t4 = extractelement <16 x i16> %t1, i16 %t3
  %t5 = insertelement <8 x i16> poison, i16 %t4, i32 0
  %t6 = extractelement <8 x i16> %i, i32 1
  %t7 = and i16 %t6, 15
  %t8 = extractelement <16 x i16> %t1, i16 %t7
  %t9 = insertelement <8 x i16> %t5, i16 %t8, i32 1
  %t10 = extractelement <8 x i16> %i, i32 2
  %t11 = and i16 %t10, 15
  %t12 = extractelement <16 x i16> %t1, i16 %t11
  %t13 = insertelement <8 x i16> %t9, i16 %t12, i32 2
  %t14 = extractelement <8 x i16> %i, i32 3
  %t15 = and i16 %t14, 15
  %t16 = extractelement <16 x i16> %t1, i16 %t15
  %t17 = insertelement <8 x i16> %t13, i16 %t16, i32 3
  %t18 = extractelement <8 x i16> %i, i32 4
  %t19 = and i16 %t18, 15
  %t20 = extractelement <16 x i16> %t1, i16 %t19
  %t21 = insertelement <8 x i16> %t17, i16 %t20, i32 4
  %t22 = extractelement <8 x i16> %i, i32 5
  %t23 = and i16 %t22, 15
  %t24 = extractelement <16 x i16> %t1, i16 %t23
  %t25 = insertelement <8 x i16> %t21, i16 %t24, i32 5
  %t26 = extractelement <8 x i16> %i, i32 6
  %t27 = and i16 %t26, 15
  %t28 = extractelement <16 x i16> %t1, i16 %t27
  %t29 = insertelement <8 x i16> %t25, i16 %t28, i32 6
  %t30 = extractelement <8 x i16> %i, i32 7
  %t31 = and i16 %t30, 15
  %t32 = extractelement <16 x i16> %t1, i16 %t31
  %t33 = insertelement <8 x i16> %t29, i16 %t32, i32 7
  ret <8 x i16> %t33
}
