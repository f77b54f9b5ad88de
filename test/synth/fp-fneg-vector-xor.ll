; Minotaur's FP class "FP negation of a vector done as an integer xor of the sign bits": fneg of
; <4 x float> is an xor of the sign bits in the <4 x i32> view (the bitcasts of the untyped view
; are not counted); isel prices the integer xor of a constant below XORPS with a constant-pool
; mask. The sign-bit mask is a symbolic constant solved by CEGIS; the rewrite is proved. Adding the
; sign bit flips it exactly as xor does and costs the same, so either is the answer: which of the two
; comes first depends on which constant query answers within its first time slice.
; RUN: %theseus synth %s --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define <4 x float> @tgt(<4 x float> %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = bitcast <4 x float> %x to <4 x i32>
; CHECK-NEXT: %t2 = {{xor|add}} <4 x i32> %t1, <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>
; CHECK-NEXT: %t3 = bitcast <4 x i32> %t2 to <4 x float>
; CHECK-NEXT: ret <4 x float> %t3
; VERIFY: correct

define <4 x float> @src(<4 x float> %x) {
entry:
  %r = fneg <4 x float> %x
  ret <4 x float> %r
}
