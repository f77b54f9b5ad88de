; avx512.mask.pmov.dw.128: trunc, a select by the low 4 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmov.dw.128(<4 x i32>, <8 x i16>, i8)

define <8 x i16> @src(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmov.dw.128(<4 x i32> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = trunc <4 x i32> %x to <4 x i16>
  %t2 = trunc i8 %m to i4
  %t3 = bitcast i4 %t2 to <4 x i1>
  %t4 = shufflevector <8 x i16> %p, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t5 = select <4 x i1> %t3, <4 x i16> %t1, <4 x i16> %t4
  %t6 = shufflevector <4 x i16> %t5, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
  ret <8 x i16> %t6
}
