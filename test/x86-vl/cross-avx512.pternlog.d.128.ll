; avx512.pternlog.d.128 as the OR of the immediate's minterms (immediates 0xca, 0xe8, 0x96, 0x01, 0x6b, 0x00, 0xff).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src6 => @tgt6
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src7 => @tgt7
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32>, <4 x i32>, <4 x i32>, i32)

define <4 x i32> @src(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 202)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = xor <4 x i32> %b, splat (i32 -1)
  %t3 = and <4 x i32> %t1, %t2
  %t4 = and <4 x i32> %t3, %c
  %t5 = and <4 x i32> %t1, %b
  %t6 = and <4 x i32> %t5, %c
  %t7 = and <4 x i32> %a, %b
  %t8 = xor <4 x i32> %c, splat (i32 -1)
  %t9 = and <4 x i32> %t7, %t8
  %t10 = and <4 x i32> %a, %b
  %t11 = and <4 x i32> %t10, %c
  %t12 = or <4 x i32> %t4, %t6
  %t13 = or <4 x i32> %t12, %t9
  %t14 = or <4 x i32> %t13, %t11
  ret <4 x i32> %t14
}

define <4 x i32> @src2(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 232)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = and <4 x i32> %t1, %b
  %t3 = and <4 x i32> %t2, %c
  %t4 = xor <4 x i32> %b, splat (i32 -1)
  %t5 = and <4 x i32> %a, %t4
  %t6 = and <4 x i32> %t5, %c
  %t7 = and <4 x i32> %a, %b
  %t8 = xor <4 x i32> %c, splat (i32 -1)
  %t9 = and <4 x i32> %t7, %t8
  %t10 = and <4 x i32> %a, %b
  %t11 = and <4 x i32> %t10, %c
  %t12 = or <4 x i32> %t3, %t6
  %t13 = or <4 x i32> %t12, %t9
  %t14 = or <4 x i32> %t13, %t11
  ret <4 x i32> %t14
}

define <4 x i32> @src3(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 150)
  ret <4 x i32> %r
}

define <4 x i32> @tgt3(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = xor <4 x i32> %b, splat (i32 -1)
  %t3 = and <4 x i32> %t1, %t2
  %t4 = and <4 x i32> %t3, %c
  %t5 = and <4 x i32> %t1, %b
  %t6 = xor <4 x i32> %c, splat (i32 -1)
  %t7 = and <4 x i32> %t5, %t6
  %t8 = and <4 x i32> %a, %t2
  %t9 = and <4 x i32> %t8, %t6
  %t10 = and <4 x i32> %a, %b
  %t11 = and <4 x i32> %t10, %c
  %t12 = or <4 x i32> %t4, %t7
  %t13 = or <4 x i32> %t12, %t9
  %t14 = or <4 x i32> %t13, %t11
  ret <4 x i32> %t14
}

define <4 x i32> @src4(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 1)
  ret <4 x i32> %r
}

define <4 x i32> @tgt4(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = xor <4 x i32> %b, splat (i32 -1)
  %t3 = and <4 x i32> %t1, %t2
  %t4 = xor <4 x i32> %c, splat (i32 -1)
  %t5 = and <4 x i32> %t3, %t4
  ret <4 x i32> %t5
}

define <4 x i32> @src5(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 107)
  ret <4 x i32> %r
}

define <4 x i32> @tgt5(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = xor <4 x i32> %b, splat (i32 -1)
  %t3 = and <4 x i32> %t1, %t2
  %t4 = xor <4 x i32> %c, splat (i32 -1)
  %t5 = and <4 x i32> %t3, %t4
  %t6 = and <4 x i32> %t1, %t2
  %t7 = and <4 x i32> %t6, %c
  %t8 = and <4 x i32> %t1, %b
  %t9 = and <4 x i32> %t8, %c
  %t10 = and <4 x i32> %a, %t2
  %t11 = and <4 x i32> %t10, %c
  %t12 = and <4 x i32> %a, %b
  %t13 = and <4 x i32> %t12, %t4
  %t14 = or <4 x i32> %t5, %t7
  %t15 = or <4 x i32> %t14, %t9
  %t16 = or <4 x i32> %t15, %t11
  %t17 = or <4 x i32> %t16, %t13
  ret <4 x i32> %t17
}

define <4 x i32> @src6(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 0)
  ret <4 x i32> %r
}

define <4 x i32> @tgt6(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = and <4 x i32> %a, zeroinitializer
  ret <4 x i32> %t1
}

define <4 x i32> @src7(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %r = call <4 x i32> @llvm.x86.avx512.pternlog.d.128(<4 x i32> %a, <4 x i32> %b, <4 x i32> %c, i32 255)
  ret <4 x i32> %r
}

define <4 x i32> @tgt7(<4 x i32> noundef %a, <4 x i32> noundef %b, <4 x i32> noundef %c) {
  %t1 = xor <4 x i32> %a, splat (i32 -1)
  %t2 = xor <4 x i32> %b, splat (i32 -1)
  %t3 = and <4 x i32> %t1, %t2
  %t4 = xor <4 x i32> %c, splat (i32 -1)
  %t5 = and <4 x i32> %t3, %t4
  %t6 = and <4 x i32> %t1, %t2
  %t7 = and <4 x i32> %t6, %c
  %t8 = and <4 x i32> %t1, %b
  %t9 = and <4 x i32> %t8, %t4
  %t10 = and <4 x i32> %t1, %b
  %t11 = and <4 x i32> %t10, %c
  %t12 = and <4 x i32> %a, %t2
  %t13 = and <4 x i32> %t12, %t4
  %t14 = and <4 x i32> %a, %t2
  %t15 = and <4 x i32> %t14, %c
  %t16 = and <4 x i32> %a, %b
  %t17 = and <4 x i32> %t16, %t4
  %t18 = and <4 x i32> %a, %b
  %t19 = and <4 x i32> %t18, %c
  %t20 = or <4 x i32> %t5, %t7
  %t21 = or <4 x i32> %t20, %t9
  %t22 = or <4 x i32> %t21, %t11
  %t23 = or <4 x i32> %t22, %t13
  %t24 = or <4 x i32> %t23, %t15
  %t25 = or <4 x i32> %t24, %t17
  %t26 = or <4 x i32> %t25, %t19
  ret <4 x i32> %t26
}
