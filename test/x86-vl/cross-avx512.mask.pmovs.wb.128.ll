; avx512.mask.pmovs.wb.128: smax/smin then trunc, a select by the low 8 mask bits, upper lanes zero (@tgt), and as sse2 packsswb with a zero high half (@tgt2).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmovs.wb.128(<8 x i16>, <16 x i8>, i8)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>)
declare <8 x i16> @llvm.smin.v8i16(<8 x i16>, <8 x i16>)
declare <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16>, <8 x i16>)

define <16 x i8> @src(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.wb.128(<8 x i16> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = call <8 x i16> @llvm.smax.v8i16(<8 x i16> %x, <8 x i16> splat (i16 -128))
  %t2 = call <8 x i16> @llvm.smin.v8i16(<8 x i16> %t1, <8 x i16> splat (i16 127))
  %t3 = trunc <8 x i16> %t2 to <8 x i8>
  %t4 = bitcast i8 %m to <8 x i1>
  %t5 = shufflevector <16 x i8> %p, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t6 = select <8 x i1> %t4, <8 x i8> %t3, <8 x i8> %t5
  %t7 = shufflevector <8 x i8> %t6, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  ret <16 x i8> %t7
}

define <16 x i8> @src2(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovs.wb.128(<8 x i16> %x, <16 x i8> %p, i8 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<8 x i16> noundef %x, <16 x i8> noundef %p, i8 noundef %m) {
  %t1 = call <16 x i8> @llvm.x86.sse2.packsswb.128(<8 x i16> %x, <8 x i16> zeroinitializer)
  %t2 = bitcast i8 %m to <8 x i1>
  %t3 = shufflevector <16 x i8> %t1, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t4 = shufflevector <16 x i8> %p, <16 x i8> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %t5 = select <8 x i1> %t2, <8 x i8> %t3, <8 x i8> %t4
  %t6 = shufflevector <8 x i8> %t5, <8 x i8> zeroinitializer, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  ret <16 x i8> %t6
}
