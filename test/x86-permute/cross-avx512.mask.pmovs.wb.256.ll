; avx512.mask.pmovs.wb.256: smax/smin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmovs.wb.256(<16 x i16>, <16 x i8>, i16)
declare <16 x i16> @llvm.smax.v16i16(<16 x i16>, <16 x i16>)
declare <16 x i16> @llvm.smin.v16i16(<16 x i16>, <16 x i16>)

define <16 x i8> @src(<16 x i16> noundef %x, <16 x i8> noundef %p, i16 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.wb.256(<16 x i16> %x, <16 x i8> %p, i16 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i16> noundef %x, <16 x i8> noundef %p, i16 noundef %m) {
  %t1 = call <16 x i16> @llvm.smax.v16i16(<16 x i16> %x, <16 x i16> splat (i16 -128))
  %t2 = call <16 x i16> @llvm.smin.v16i16(<16 x i16> %t1, <16 x i16> splat (i16 127))
  %t3 = trunc <16 x i16> %t2 to <16 x i8>
  %t4 = bitcast i16 %m to <16 x i1>
  %t5 = select <16 x i1> %t4, <16 x i8> %t3, <16 x i8> %p
  ret <16 x i8> %t5
}
