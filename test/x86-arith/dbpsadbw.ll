; dbpsadbw shuffles b's dwords within each 128-bit lane by the immediate (0x1b reverses them,
; 0xe4 keeps them) before its double-block SADs; ignoring the shuffle is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8>, <16 x i8>, i32)
declare <4 x i8> @llvm.umax.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.umin.v4i8(<4 x i8>, <4 x i8>)
declare i16 @llvm.vector.reduce.add.v4i16(<4 x i16>)

define <8 x i16> @src(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 27)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> %a, <16 x i8> %b) {
  %s = shufflevector <16 x i8> %b, <16 x i8> poison, <16 x i32> <i32 12, i32 13, i32 14, i32 15, i32 8, i32 9, i32 10, i32 11, i32 4, i32 5, i32 6, i32 7, i32 0, i32 1, i32 2, i32 3>
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %s, i32 228)
  ret <8 x i16> %r
}

define i16 @src2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 228)
  %e = extractelement <8 x i16> %r, i64 1
  ret i16 %e
}

define i16 @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %x = shufflevector <16 x i8> %a, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %y = shufflevector <16 x i8> %b, <16 x i8> poison, <4 x i32> <i32 1, i32 2, i32 3, i32 4>
  %hi = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %x, <4 x i8> %y)
  %lo = call <4 x i8> @llvm.umin.v4i8(<4 x i8> %x, <4 x i8> %y)
  %d = sub <4 x i8> %hi, %lo
  %w = zext <4 x i8> %d to <4 x i16>
  %s = call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %w)
  ret i16 %s
}

define <8 x i16> @src3(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 27)
  ret <8 x i16> %r
}

define <8 x i16> @tgt3(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 228)
  ret <8 x i16> %r
}
