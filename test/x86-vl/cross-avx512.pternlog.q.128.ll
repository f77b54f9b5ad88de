; avx512.pternlog.q.128 as the OR of the immediate's minterms (immediates 0xca, 0xe8, 0x96, 0x01, 0x6b, 0x00, 0xff).
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

declare <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64>, <2 x i64>, <2 x i64>, i32)

define <2 x i64> @src(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 202)
  ret <2 x i64> %r
}

define <2 x i64> @tgt(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = xor <2 x i64> %b, splat (i64 -1)
  %t3 = and <2 x i64> %t1, %t2
  %t4 = and <2 x i64> %t3, %c
  %t5 = and <2 x i64> %t1, %b
  %t6 = and <2 x i64> %t5, %c
  %t7 = and <2 x i64> %a, %b
  %t8 = xor <2 x i64> %c, splat (i64 -1)
  %t9 = and <2 x i64> %t7, %t8
  %t10 = and <2 x i64> %a, %b
  %t11 = and <2 x i64> %t10, %c
  %t12 = or <2 x i64> %t4, %t6
  %t13 = or <2 x i64> %t12, %t9
  %t14 = or <2 x i64> %t13, %t11
  ret <2 x i64> %t14
}

define <2 x i64> @src2(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 232)
  ret <2 x i64> %r
}

define <2 x i64> @tgt2(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = and <2 x i64> %t1, %b
  %t3 = and <2 x i64> %t2, %c
  %t4 = xor <2 x i64> %b, splat (i64 -1)
  %t5 = and <2 x i64> %a, %t4
  %t6 = and <2 x i64> %t5, %c
  %t7 = and <2 x i64> %a, %b
  %t8 = xor <2 x i64> %c, splat (i64 -1)
  %t9 = and <2 x i64> %t7, %t8
  %t10 = and <2 x i64> %a, %b
  %t11 = and <2 x i64> %t10, %c
  %t12 = or <2 x i64> %t3, %t6
  %t13 = or <2 x i64> %t12, %t9
  %t14 = or <2 x i64> %t13, %t11
  ret <2 x i64> %t14
}

define <2 x i64> @src3(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 150)
  ret <2 x i64> %r
}

define <2 x i64> @tgt3(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = xor <2 x i64> %b, splat (i64 -1)
  %t3 = and <2 x i64> %t1, %t2
  %t4 = and <2 x i64> %t3, %c
  %t5 = and <2 x i64> %t1, %b
  %t6 = xor <2 x i64> %c, splat (i64 -1)
  %t7 = and <2 x i64> %t5, %t6
  %t8 = and <2 x i64> %a, %t2
  %t9 = and <2 x i64> %t8, %t6
  %t10 = and <2 x i64> %a, %b
  %t11 = and <2 x i64> %t10, %c
  %t12 = or <2 x i64> %t4, %t7
  %t13 = or <2 x i64> %t12, %t9
  %t14 = or <2 x i64> %t13, %t11
  ret <2 x i64> %t14
}

define <2 x i64> @src4(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 1)
  ret <2 x i64> %r
}

define <2 x i64> @tgt4(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = xor <2 x i64> %b, splat (i64 -1)
  %t3 = and <2 x i64> %t1, %t2
  %t4 = xor <2 x i64> %c, splat (i64 -1)
  %t5 = and <2 x i64> %t3, %t4
  ret <2 x i64> %t5
}

define <2 x i64> @src5(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 107)
  ret <2 x i64> %r
}

define <2 x i64> @tgt5(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = xor <2 x i64> %b, splat (i64 -1)
  %t3 = and <2 x i64> %t1, %t2
  %t4 = xor <2 x i64> %c, splat (i64 -1)
  %t5 = and <2 x i64> %t3, %t4
  %t6 = and <2 x i64> %t1, %t2
  %t7 = and <2 x i64> %t6, %c
  %t8 = and <2 x i64> %t1, %b
  %t9 = and <2 x i64> %t8, %c
  %t10 = and <2 x i64> %a, %t2
  %t11 = and <2 x i64> %t10, %c
  %t12 = and <2 x i64> %a, %b
  %t13 = and <2 x i64> %t12, %t4
  %t14 = or <2 x i64> %t5, %t7
  %t15 = or <2 x i64> %t14, %t9
  %t16 = or <2 x i64> %t15, %t11
  %t17 = or <2 x i64> %t16, %t13
  ret <2 x i64> %t17
}

define <2 x i64> @src6(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 0)
  ret <2 x i64> %r
}

define <2 x i64> @tgt6(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = and <2 x i64> %a, zeroinitializer
  ret <2 x i64> %t1
}

define <2 x i64> @src7(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %r = call <2 x i64> @llvm.x86.avx512.pternlog.q.128(<2 x i64> %a, <2 x i64> %b, <2 x i64> %c, i32 255)
  ret <2 x i64> %r
}

define <2 x i64> @tgt7(<2 x i64> noundef %a, <2 x i64> noundef %b, <2 x i64> noundef %c) {
  %t1 = xor <2 x i64> %a, splat (i64 -1)
  %t2 = xor <2 x i64> %b, splat (i64 -1)
  %t3 = and <2 x i64> %t1, %t2
  %t4 = xor <2 x i64> %c, splat (i64 -1)
  %t5 = and <2 x i64> %t3, %t4
  %t6 = and <2 x i64> %t1, %t2
  %t7 = and <2 x i64> %t6, %c
  %t8 = and <2 x i64> %t1, %b
  %t9 = and <2 x i64> %t8, %t4
  %t10 = and <2 x i64> %t1, %b
  %t11 = and <2 x i64> %t10, %c
  %t12 = and <2 x i64> %a, %t2
  %t13 = and <2 x i64> %t12, %t4
  %t14 = and <2 x i64> %a, %t2
  %t15 = and <2 x i64> %t14, %c
  %t16 = and <2 x i64> %a, %b
  %t17 = and <2 x i64> %t16, %t4
  %t18 = and <2 x i64> %a, %b
  %t19 = and <2 x i64> %t18, %c
  %t20 = or <2 x i64> %t5, %t7
  %t21 = or <2 x i64> %t20, %t9
  %t22 = or <2 x i64> %t21, %t11
  %t23 = or <2 x i64> %t22, %t13
  %t24 = or <2 x i64> %t23, %t15
  %t25 = or <2 x i64> %t24, %t17
  %t26 = or <2 x i64> %t25, %t19
  ret <2 x i64> %t26
}
