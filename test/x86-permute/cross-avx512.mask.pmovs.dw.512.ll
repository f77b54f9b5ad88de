; avx512.mask.pmovs.dw.512: smax/smin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx512.mask.pmovs.dw.512(<16 x i32>, <16 x i16>, i16)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>)

define <16 x i16> @src(<16 x i32> noundef %x, <16 x i16> noundef %p, i16 noundef %m) {
  %r = call <16 x i16> @llvm.x86.avx512.mask.pmovs.dw.512(<16 x i32> %x, <16 x i16> %p, i16 %m)
  ret <16 x i16> %r
}

define <16 x i16> @tgt(<16 x i32> noundef %x, <16 x i16> noundef %p, i16 noundef %m) {
  %t1 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %x, <16 x i32> splat (i32 -32768))
  %t2 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %t1, <16 x i32> splat (i32 32767))
  %t3 = trunc <16 x i32> %t2 to <16 x i16>
  %t4 = bitcast i16 %m to <16 x i1>
  %t5 = select <16 x i1> %t4, <16 x i16> %t3, <16 x i16> %p
  ret <16 x i16> %t5
}
