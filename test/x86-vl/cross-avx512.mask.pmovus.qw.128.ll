; avx512.mask.pmovus.qw.128: umin then trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmovus.qw.128(<2 x i64>, <8 x i16>, i8)
declare <2 x i64> @llvm.umin.v2i64(<2 x i64>, <2 x i64>)

define <8 x i16> @src(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovus.qw.128(<2 x i64> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = call <2 x i64> @llvm.umin.v2i64(<2 x i64> %x, <2 x i64> splat (i64 65535))
  %t2 = trunc <2 x i64> %t1 to <2 x i16>
  %t3 = trunc i8 %m to i2
  %t4 = bitcast i2 %t3 to <2 x i1>
  %t5 = shufflevector <8 x i16> %p, <8 x i16> poison, <2 x i32> <i32 0, i32 1>
  %t6 = select <2 x i1> %t4, <2 x i16> %t2, <2 x i16> %t5
  %t7 = shufflevector <2 x i16> %t6, <2 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <8 x i16> %t7
}
