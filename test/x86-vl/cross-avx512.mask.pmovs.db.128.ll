; avx512.mask.pmovs.db.128: smax/smin then trunc, a select by the low 4 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmovs.db.128(<4 x i32>, <16 x i8>, i8)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)

define <16 x i8> @src(<4 x i32> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.db.128(<4 x i32> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<4 x i32> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %x, <4 x i32> splat (i32 -128))
  %t2 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %t1, <4 x i32> splat (i32 127))
  %t3 = trunc <4 x i32> %t2 to <4 x i8>
  %t4 = trunc i8 %m to i4
  %t5 = bitcast i4 %t4 to <4 x i1>
  %t6 = shufflevector <16 x i8> %p, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t7 = select <4 x i1> %t5, <4 x i8> %t3, <4 x i8> %t6
  %t8 = shufflevector <4 x i8> %t7, <4 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  ret <16 x i8> %t8
}
