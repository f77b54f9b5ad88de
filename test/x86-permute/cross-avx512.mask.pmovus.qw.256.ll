; avx512.mask.pmovus.qw.256: umin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmovus.qw.256(<4 x i64>, <8 x i16>, i8)
declare <4 x i64> @llvm.umin.v4i64(<4 x i64>, <4 x i64>)

define <8 x i16> @src(<4 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovus.qw.256(<4 x i64> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = call <4 x i64> @llvm.umin.v4i64(<4 x i64> %x, <4 x i64> splat (i64 65535))
  %t2 = trunc <4 x i64> %t1 to <4 x i16>
  %t3 = trunc i8 %m to i4
  %t4 = bitcast i4 %t3 to <4 x i1>
  %t5 = shufflevector <8 x i16> %p, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t6 = select <4 x i1> %t4, <4 x i16> %t2, <4 x i16> %t5
  %t7 = shufflevector <4 x i16> %t6, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
  ret <8 x i16> %t7
}
