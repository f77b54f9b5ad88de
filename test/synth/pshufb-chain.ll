; bswap, fshl by 8 (a rotate) and a lane shuffle are one byte permutation: a single
; llvm.x86.ssse3.pshuf.b.128 between bitcasts, its control vector found by CEGIS. The pool is
; limited to pshufb; the bitcasts are the untyped view, not counted as instructions. isel prices
; the source as PSHUFB (bswap), two shifts and an OR (the rotate) and PSHUFD, the rewrite as a
; constant-pool load and PSHUFB.
; RUN: %theseus synth %s --ops ssse3.pshuf.b.128 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 2, {{.*}} constants cegis
; CHECK: define <4 x i32> @tgt(<4 x i32> %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = bitcast <4 x i32> %x to <16 x i8>
; CHECK-NEXT: %t2 = call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %t1, <16 x i8> <i8 8, i8 11, i8 10, i8 9, i8 12, i8 15, i8 14, i8 13, i8 0, i8 3, i8 2, i8 1, i8 4, i8 7, i8 6, i8 5>)
; CHECK-NEXT: %t3 = bitcast <16 x i8> %t2 to <4 x i32>
; CHECK-NEXT: ret <4 x i32> %t3
; VERIFY: correct

define <4 x i32> @src(<4 x i32> %x) {
entry:
  %b = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> %x)
  %r = call <4 x i32> @llvm.fshl.v4i32(<4 x i32> %b, <4 x i32> %b, <4 x i32> <i32 8, i32 8, i32 8, i32 8>)
  %s = shufflevector <4 x i32> %r, <4 x i32> poison, <4 x i32> <i32 2, i32 3, i32 0, i32 1>
  ret <4 x i32> %s
}

declare <4 x i32> @llvm.bswap.v4i32(<4 x i32>)
declare <4 x i32> @llvm.fshl.v4i32(<4 x i32>, <4 x i32>, <4 x i32>)
