; avx512.mask.pmov.qd.128: trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.mask.pmov.qd.128(<2 x i64>, <4 x i32>, i8)

define <4 x i32> @src(<2 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.pmov.qd.128(<2 x i64> %x, <4 x i32> %p, i8 %m)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<2 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %t1 = trunc <2 x i64> %x to <2 x i32>
  %t2 = trunc i8 %m to i2
  %t3 = bitcast i2 %t2 to <2 x i1>
  %t4 = shufflevector <4 x i32> %p, <4 x i32> poison, <2 x i32> <i32 0, i32 1>
  %t5 = select <2 x i1> %t3, <2 x i32> %t1, <2 x i32> %t4
  %t6 = shufflevector <2 x i32> %t5, <2 x i32> zeroinitializer, <4 x i32> <i32 0, i32 1, i32 2, i32 2>
  ret <4 x i32> %t6
}
