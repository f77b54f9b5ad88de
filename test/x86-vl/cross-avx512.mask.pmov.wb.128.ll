; avx512.mask.pmov.wb.128: trunc, a select by the low 8 mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmov.wb.128(<8 x i16>, <16 x i8>, i8)

define <16 x i8> @src(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmov.wb.128(<8 x i16> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = trunc <8 x i16> %x to <8 x i8>
  %t2 = bitcast i8 %m to <8 x i1>
  %t3 = shufflevector <16 x i8> %p, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t4 = select <8 x i1> %t2, <8 x i8> %t1, <8 x i8> %t3
  %t5 = shufflevector <8 x i8> %t4, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  ret <16 x i8> %t5
}
