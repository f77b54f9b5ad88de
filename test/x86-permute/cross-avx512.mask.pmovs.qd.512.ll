; avx512.mask.pmovs.qd.512: smax/smin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i32> @llvm.x86.avx512.mask.pmovs.qd.512(<8 x i64>, <8 x i32>, i8)
declare <8 x i64> @llvm.smax.v8i64(<8 x i64>, <8 x i64>)
declare <8 x i64> @llvm.smin.v8i64(<8 x i64>, <8 x i64>)

define <8 x i32> @src(<8 x i64> noundef %x, <8 x i32> noundef %p, i8 noundef %m) {
  %r = call <8 x i32> @llvm.x86.avx512.mask.pmovs.qd.512(<8 x i64> %x, <8 x i32> %p, i8 %m)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i64> noundef %x, <8 x i32> noundef %p, i8 noundef %m) {
  %t1 = call <8 x i64> @llvm.smax.v8i64(<8 x i64> %x, <8 x i64> splat (i64 -2147483648))
  %t2 = call <8 x i64> @llvm.smin.v8i64(<8 x i64> %t1, <8 x i64> splat (i64 2147483647))
  %t3 = trunc <8 x i64> %t2 to <8 x i32>
  %t4 = bitcast i8 %m to <8 x i1>
  %t5 = select <8 x i1> %t4, <8 x i32> %t3, <8 x i32> %p
  ret <8 x i32> %t5
}
