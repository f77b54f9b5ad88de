; avx512.mask.pmovs.qb.128: smax/smin then trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmovs.qb.128(<2 x i64>, <16 x i8>, i8)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>)
declare <2 x i64> @llvm.smin.v2i64(<2 x i64>, <2 x i64>)

define <16 x i8> @src(<2 x i64> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.qb.128(<2 x i64> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<2 x i64> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = call <2 x i64> @llvm.smax.v2i64(<2 x i64> %x, <2 x i64> splat (i64 -128))
  %t2 = call <2 x i64> @llvm.smin.v2i64(<2 x i64> %t1, <2 x i64> splat (i64 127))
  %t3 = trunc <2 x i64> %t2 to <2 x i8>
  %t4 = trunc i8 %m to i2
  %t5 = bitcast i2 %t4 to <2 x i1>
  %t6 = shufflevector <16 x i8> %p, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %t7 = select <2 x i1> %t5, <2 x i8> %t3, <2 x i8> %t6
  %t8 = shufflevector <2 x i8> %t7, <2 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <16 x i8> %t8
}
