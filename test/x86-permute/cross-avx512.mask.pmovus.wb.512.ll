; avx512.mask.pmovus.wb.512: umin then trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <32 x i8> @llvm.x86.avx512.mask.pmovus.wb.512(<32 x i16>, <32 x i8>, i32)
declare <32 x i16> @llvm.umin.v32i16(<32 x i16>, <32 x i16>)

define <32 x i8> @src(<32 x i16> noundef %x, <32 x i8> noundef %p, i32 noundef %m) {
  %r = call <32 x i8> @llvm.x86.avx512.mask.pmovus.wb.512(<32 x i16> %x, <32 x i8> %p, i32 %m)
  ret <32 x i8> %r
}

define <32 x i8> @tgt(<32 x i16> noundef %x, <32 x i8> noundef %p, i32 noundef %m) {
  %t1 = call <32 x i16> @llvm.umin.v32i16(<32 x i16> %x, <32 x i16> splat (i16 255))
  %t2 = trunc <32 x i16> %t1 to <32 x i8>
  %t3 = bitcast i32 %m to <32 x i1>
  %t4 = select <32 x i1> %t3, <32 x i8> %t2, <32 x i8> %p
  ret <32 x i8> %t4
}
