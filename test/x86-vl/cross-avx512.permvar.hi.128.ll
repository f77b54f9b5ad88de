; avx512.permvar.hi.128: lane i is a[i mod 8] of the index, as extract/insertelement (@tgt) and as ssse3 pshufb (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.permvar.hi.128(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)

define <8 x i16> @src(<8 x i16> noundef %a, <8 x i16> noundef %i) {
  %r = call <8 x i16> @llvm.x86.avx512.permvar.hi.128(<8 x i16> %a, <8 x i16> %i)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i16> noundef %a, <8 x i16> noundef %i) {
  %t1 = extractelement <8 x i16> %i, i32 0
  %t2 = and i16 %t1, 7
  %t3 = extractelement <8 x i16> %a, i16 %t2
  %t4 = insertelement <8 x i16> poison, i16 %t3, i32 0
  %t5 = extractelement <8 x i16> %i, i32 1
  %t6 = and i16 %t5, 7
  %t7 = extractelement <8 x i16> %a, i16 %t6
  %t8 = insertelement <8 x i16> %t4, i16 %t7, i32 1
  %t9 = extractelement <8 x i16> %i, i32 2
  %t10 = and i16 %t9, 7
  %t11 = extractelement <8 x i16> %a, i16 %t10
  %t12 = insertelement <8 x i16> %t8, i16 %t11, i32 2
  %t13 = extractelement <8 x i16> %i, i32 3
  %t14 = and i16 %t13, 7
  %t15 = extractelement <8 x i16> %a, i16 %t14
  %t16 = insertelement <8 x i16> %t12, i16 %t15, i32 3
  %t17 = extractelement <8 x i16> %i, i32 4
  %t18 = and i16 %t17, 7
  %t19 = extractelement <8 x i16> %a, i16 %t18
  %t20 = insertelement <8 x i16> %t16, i16 %t19, i32 4
  %t21 = extractelement <8 x i16> %i, i32 5
  %t22 = and i16 %t21, 7
  %t23 = extractelement <8 x i16> %a, i16 %t22
  %t24 = insertelement <8 x i16> %t20, i16 %t23, i32 5
  %t25 = extractelement <8 x i16> %i, i32 6
  %t26 = and i16 %t25, 7
  %t27 = extractelement <8 x i16> %a, i16 %t26
  %t28 = insertelement <8 x i16> %t24, i16 %t27, i32 6
  %t29 = extractelement <8 x i16> %i, i32 7
  %t30 = and i16 %t29, 7
  %t31 = extractelement <8 x i16> %a, i16 %t30
  %t32 = insertelement <8 x i16> %t28, i16 %t31, i32 7
  ret <8 x i16> %t32
}

define <8 x i16> @src2(<8 x i16> noundef %a, <8 x i16> noundef %i) {
  %r = call <8 x i16> @llvm.x86.avx512.permvar.hi.128(<8 x i16> %a, <8 x i16> %i)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<8 x i16> noundef %a, <8 x i16> noundef %i) {
  %t1 = and <8 x i16> %i, splat (i16 7)
  %t2 = mul <8 x i16> %t1, splat (i16 514)
  %t3 = add <8 x i16> %t2, splat (i16 256)
  %t4 = bitcast <8 x i16> %t3 to <16 x i8>
  %t5 = bitcast <8 x i16> %a to <16 x i8>
  %t6 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %t5, <16 x i8> %t4)
  %t7 = bitcast <16 x i8> %t6 to <8 x i16>
  ret <8 x i16> %t7
}
