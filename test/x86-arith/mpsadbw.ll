; mpsadbw with immediate 5 reads a from byte 4 and b's second dword: the same as immediate 0 on
; shifted inputs (the unread bytes may be poison); a wrong block offset is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:

declare <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8>, <16 x i8>, i8)
declare <4 x i8> @llvm.umax.v4i8(<4 x i8>, <4 x i8>)
declare <4 x i8> @llvm.umin.v4i8(<4 x i8>, <4 x i8>)
declare i16 @llvm.vector.reduce.add.v4i16(<4 x i16>)

define <8 x i16> @src(<16 x i8> %a, <16 x i8> %b) {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %a, <16 x i8> %b, i8 5)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> %a, <16 x i8> %b) {
  %sa = shufflevector <16 x i8> %a, <16 x i8> poison, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 poison, i32 poison, i32 poison, i32 poison>
  %sb = shufflevector <16 x i8> %b, <16 x i8> poison, <16 x i32> <i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %sa, <16 x i8> %sb, i8 0)
  ret <8 x i16> %r
}

define i16 @src2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %a, <16 x i8> %b, i8 0)
  %e = extractelement <8 x i16> %r, i64 3
  ret i16 %e
}

define i16 @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %x = shufflevector <16 x i8> %a, <16 x i8> poison, <4 x i32> <i32 3, i32 4, i32 5, i32 6>
  %y = shufflevector <16 x i8> %b, <16 x i8> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %hi = call <4 x i8> @llvm.umax.v4i8(<4 x i8> %x, <4 x i8> %y)
  %lo = call <4 x i8> @llvm.umin.v4i8(<4 x i8> %x, <4 x i8> %y)
  %d = sub <4 x i8> %hi, %lo
  %w = zext <4 x i8> %d to <4 x i16>
  %s = call i16 @llvm.vector.reduce.add.v4i16(<4 x i16> %w)
  ret i16 %s
}

define <8 x i16> @src3(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %a, <16 x i8> %b, i8 5)
  ret <8 x i16> %r
}

define <8 x i16> @tgt3(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.sse41.mpsadbw(<16 x i8> %a, <16 x i8> %b, i8 1)
  ret <8 x i16> %r
}
