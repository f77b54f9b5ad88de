; avx512.mask.pmovus.qd.256: umin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.avx512.mask.pmovus.qd.256(<4 x i64>, <4 x i32>, i8)
declare <4 x i64> @llvm.umin.v4i64(<4 x i64>, <4 x i64>)

define <4 x i32> @src(<4 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %r = call <4 x i32> @llvm.x86.avx512.mask.pmovus.qd.256(<4 x i64> %x, <4 x i32> %p, i8 %m)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i64> noundef %x, <4 x i32> noundef %p, i8 noundef %m) {
  %t1 = call <4 x i64> @llvm.umin.v4i64(<4 x i64> %x, <4 x i64> splat (i64 4294967295))
  %t2 = trunc <4 x i64> %t1 to <4 x i32>
  %t3 = trunc i8 %m to i4
  %t4 = bitcast i4 %t3 to <4 x i1>
  %t5 = select <4 x i1> %t4, <4 x i32> %t2, <4 x i32> %p
  ret <4 x i32> %t5
}
