; Seed 000's worked example: icmp eq + icmp ne + shufflevector <0,5,2,7> becomes icmp eq + xor
; with the per-lane constant <0,1,0,1>, proved. The 4-bit constant is enumerated by default and
; found by CEGIS under --constants cegis. isel holds the <4 x i1> masks as <4 x i32> lanes (PCMPEQD; PXOR with a
; constant-pool vector).
; RUN: %theseus synth %s --max-insts 2 -o %t.ll | FileCheck %s --check-prefixes=CHECK,ENUM
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --max-insts 2 --constants cegis -o %t2.ll | FileCheck %s --check-prefixes=CHECK,CEGIS
; RUN: %expect-exit 0 %theseus verify %t2.ll | FileCheck %s --check-prefix=VERIFY
; ENUM: ; rewrite 1: cost 3, {{.*}} constants enumerated
; CEGIS: ; rewrite 1: cost 3, {{.*}} constants cegis
; CHECK: define <4 x i1> @tgt(<4 x i32> %x, <4 x i32> %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %e = icmp eq <4 x i32> %x, %y
; CHECK-NEXT: %t1 = xor <4 x i1> %e, <i1 false, i1 true, i1 false, i1 true>
; CHECK-NEXT: ret <4 x i1> %t1
; VERIFY: correct

define <4 x i1> @src(<4 x i32> %x, <4 x i32> %y) {
entry:
  %e = icmp eq <4 x i32> %x, %y
  %n = icmp ne <4 x i32> %x, %y
  %s = shufflevector <4 x i1> %e, <4 x i1> %n, <4 x i32> <i32 0, i32 5, i32 2, i32 7>
  ret <4 x i1> %s
}
