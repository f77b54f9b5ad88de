; The rounding average written with zext/add/add 1/lshr 1/trunc on <16 x i16> becomes one
; llvm.x86.avx2.pavg.w (tti: 18 -> 1; isel already prices the source as pavg).
; RUN: %theseus synth %s --cost tti --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 1,
; CHECK: define <16 x i16> @tgt(<16 x i16> %a, <16 x i16> %b)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = call <16 x i16> @llvm.x86.avx2.pavg.w(<16 x i16> %a, <16 x i16> %b)
; CHECK-NEXT: ret <16 x i16> %t1
; VERIFY: correct

define <16 x i16> @src(<16 x i16> %a, <16 x i16> %b) {
entry:
  %za = zext <16 x i16> %a to <16 x i32>
  %zb = zext <16 x i16> %b to <16 x i32>
  %s = add <16 x i32> %za, %zb
  %s1 = add <16 x i32> %s, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %h = lshr <16 x i32> %s1, <i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1, i32 1>
  %r = trunc <16 x i32> %h to <16 x i16>
  ret <16 x i16> %r
}
