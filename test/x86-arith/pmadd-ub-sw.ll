; pmadd.ub.sw multiplies unsigned bytes of a by signed bytes of b (exact in i16) and adds the
; adjacent products with signed saturation; a wrapping add is incorrect (the counterexample may take
; an input defined or undef, so either reason is right).
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: {{Value mismatch|Target's return value is more undefined}}
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8>, <16 x i8>)
declare <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16>, <8 x i16>)

define <8 x i16> @src(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %a, <16 x i8> %b)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> %a, <16 x i8> %b) {
  %ae = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %ao = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %be = shufflevector <16 x i8> %b, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %bo = shufflevector <16 x i8> %b, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %wae = zext <8 x i8> %ae to <8 x i16>
  %wao = zext <8 x i8> %ao to <8 x i16>
  %wbe = sext <8 x i8> %be to <8 x i16>
  %wbo = sext <8 x i8> %bo to <8 x i16>
  %pe = mul <8 x i16> %wae, %wbe
  %po = mul <8 x i16> %wao, %wbo
  %r = call <8 x i16> @llvm.sadd.sat.v8i16(<8 x i16> %pe, <8 x i16> %po)
  ret <8 x i16> %r
}

define <8 x i16> @src2(<16 x i8> %a) {
  %r = call <8 x i16> @llvm.x86.ssse3.pmadd.ub.sw.128(<16 x i8> %a, <16 x i8> <i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127, i8 127>)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<16 x i8> %a) {
  %ae = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 0, i32 2, i32 4, i32 6, i32 8, i32 10, i32 12, i32 14>
  %ao = shufflevector <16 x i8> %a, <16 x i8> poison, <8 x i32> <i32 1, i32 3, i32 5, i32 7, i32 9, i32 11, i32 13, i32 15>
  %wae = zext <8 x i8> %ae to <8 x i16>
  %wao = zext <8 x i8> %ao to <8 x i16>
  %pe = mul <8 x i16> %wae, <i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127>
  %po = mul <8 x i16> %wao, <i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127, i16 127>
  %r = add <8 x i16> %pe, %po
  ret <8 x i16> %r
}
