; avx512.mask.pmovus.db.512: umin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i8> @llvm.x86.avx512.mask.pmovus.db.512(<16 x i32>, <16 x i8>, i16)
declare <16 x i32> @llvm.umin.v16i32(<16 x i32>, <16 x i32>)

define <16 x i8> @src(<16 x i32> noundef %x, <16 x i8> noundef %p, i16 noundef %m) {
  %r = call <16 x i8> @llvm.x86.avx512.mask.pmovus.db.512(<16 x i32> %x, <16 x i8> %p, i16 %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i32> noundef %x, <16 x i8> noundef %p, i16 noundef %m) {
  %t1 = call <16 x i32> @llvm.umin.v16i32(<16 x i32> %x, <16 x i32> splat (i32 255))
  %t2 = trunc <16 x i32> %t1 to <16 x i8>
  %t3 = bitcast i16 %m to <16 x i1>
  %t4 = select <16 x i1> %t3, <16 x i8> %t2, <16 x i8> %p
  ret <16 x i8> %t4
}
