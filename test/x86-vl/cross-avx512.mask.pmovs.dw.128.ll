; avx512.mask.pmovs.dw.128: smax/smin then trunc, a select by the low 4 mask bits, upper lanes zero (@tgt), and as sse2 packssdw with a zero high half (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmovs.dw.128(<4 x i32>, <8 x i16>, i8)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>)
declare <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32>, <4 x i32>)

define <8 x i16> @src(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovs.dw.128(<4 x i32> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %x, <4 x i32> splat (i32 -32768))
  %t2 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %t1, <4 x i32> splat (i32 32767))
  %t3 = trunc <4 x i32> %t2 to <4 x i16>
  %t4 = trunc i8 %m to i4
  %t5 = bitcast i4 %t4 to <4 x i1>
  %t6 = shufflevector <8 x i16> %p, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t7 = select <4 x i1> %t5, <4 x i16> %t3, <4 x i16> %t6
  %t8 = shufflevector <4 x i16> %t7, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
  ret <8 x i16> %t8
}

define <8 x i16> @src2(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmovs.dw.128(<4 x i32> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<4 x i32> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = call <8 x i16> @llvm.x86.sse2.packssdw.128(<4 x i32> %x, <4 x i32> zeroinitializer)
  %t2 = trunc i8 %m to i4
  %t3 = bitcast i4 %t2 to <4 x i1>
  %t4 = shufflevector <8 x i16> %t1, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t5 = shufflevector <8 x i16> %p, <8 x i16> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %t6 = select <4 x i1> %t3, <4 x i16> %t4, <4 x i16> %t5
  %t7 = shufflevector <4 x i16> %t6, <4 x i16> zeroinitializer, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 4, i32 4, i32 4>
  ret <8 x i16> %t7
}
