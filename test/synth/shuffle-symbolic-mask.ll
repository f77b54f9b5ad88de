; Two shuffles compose into one whose mask is a symbolic constant (an index vector during
; solving), found by CEGIS. The two operand orders of the one interleave are equally cheap, and
; which sketch's constants are solved first depends on the machine's load (phase 3's first slices
; are 5 ms), so either is accepted; theseus verify proves the one returned.
; RUN: %theseus synth %s --cost tti --max-insts 1 --ops shufflevector -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: {{.*}} constants cegis
; CHECK: define <4 x i32> @tgt(<4 x i32> %x, <4 x i32> %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = shufflevector <4 x i32> {{%x, <4 x i32> %y, <4 x i32> <i32 4, i32 0, i32 5, i32 1>|%y, <4 x i32> %x, <4 x i32> <i32 0, i32 4, i32 1, i32 5>}}
; CHECK-NEXT: ret <4 x i32> %t1
; VERIFY: correct

define <4 x i32> @src(<4 x i32> %x, <4 x i32> %y) {
entry:
  %a = shufflevector <4 x i32> %x, <4 x i32> %y, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  %b = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  ret <4 x i32> %b
}
