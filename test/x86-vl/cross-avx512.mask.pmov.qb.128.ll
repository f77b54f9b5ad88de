; avx512.mask.pmov.qb.128: trunc, a select by the low 2 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64>, <16 x i8>, i8)

define <16 x i8> @src(<2 x i64> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmov.qb.128(<2 x i64> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<2 x i64> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = trunc <2 x i64> %x to <2 x i8>
  %t2 = trunc i8 %m to i2
  %t3 = bitcast i2 %t2 to <2 x i1>
  %t4 = shufflevector <16 x i8> %p, <16 x i8> poison, <2 x i32> <i32 0, i32 1>
  %t5 = select <2 x i1> %t3, <2 x i8> %t1, <2 x i8> %t4
  %t6 = shufflevector <2 x i8> %t5, <2 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  ret <16 x i8> %t6
}
