; avx512.mask.pmovs.qw.128: smax/smin then trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmovs.qw.128(<2 x i64>, <8 x i16>, i8)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>)

define <8 x i16> @src(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovs.qw.128(<2 x i64> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %x, <2 x i64> splat (i64 -32768))
  %t2 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %t1, <2 x i64> splat (i64 32767))
  %t3 = trunc <2 x i64> %t2 to <2 x i16>
  %t4 = trunc i8 %m to i2
  %t5 = bitcast i2 %t4 to <2 x i1>
  %t6 = shufflevector <8 x i16> %p, <8 x i16> poison, <2 x i32> <i32 0, i32 1>
  %t7 = select <2 x i1> %t5, <2 x i16> %t3, <2 x i16> %t6
  %t8 = shufflevector <2 x i16> %t7, <2 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <8 x i16> %t8
}
