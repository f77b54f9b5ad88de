; avx512.mask.pmov.qw.128: trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmov.qw.128(<2 x i64>, <8 x i16>, i8)

define <8 x i16> @src(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmov.qw.128(<2 x i64> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<2 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = trunc <2 x i64> %x to <2 x i16>
  %t2 = trunc i8 %m to i2
  %t3 = bitcast i2 %t2 to <2 x i1>
  %t4 = shufflevector <8 x i16> %p, <8 x i16> poison, <2 x i32> <i32 0, i32 1>
  %t5 = select <2 x i1> %t3, <2 x i16> %t1, <2 x i16> %t4
  %t6 = shufflevector <2 x i16> %t5, <2 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <8 x i16> %t6
}
