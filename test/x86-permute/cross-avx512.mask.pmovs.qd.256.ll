; avx512.mask.pmovs.qd.256: smax/smin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.mask.pmovs.qd.256(<4 x i64>, <4 x i32>, i8)
declare <4 x i64> @llvm.smax.v4i64(<4 x i64>, <4 x i64>)
declare <4 x i64> @llvm.smin.v4i64(<4 x i64>, <4 x i64>)

define <4 x i32> @src(<4 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.pmovs.qd.256(<4 x i64> %x, <4 x i32> %p, i8 %m)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %t1 = call <4 x i64> @llvm.smax.v4i64(<4 x i64> %x, <4 x i64> splat (i64 -2147483648))
  %t2 = call <4 x i64> @llvm.smin.v4i64(<4 x i64> %t1, <4 x i64> splat (i64 2147483647))
  %t3 = trunc <4 x i64> %t2 to <4 x i32>
  %t4 = trunc i8 %m to i4
  %t5 = bitcast i4 %t4 to <4 x i1>
  %t6 = select <4 x i1> %t5, <4 x i32> %t3, <4 x i32> %p
  ret <4 x i32> %t6
}
