; The same on <2 x i8> with per-lane constants: x - <7,20> + <4,5> = x + <-3,-15> (isel widens the
; <2 x i8> into one xmm register and loads the lane constants from the constant pool).
; RUN: %theseus synth %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: {{.*}} constants cegis
; CHECK: define <2 x i8> @tgt(<2 x i8> %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add <2 x i8> %x, <i8 -3, i8 -15>
; CHECK-NEXT: ret <2 x i8> %t1
; VERIFY: correct

define <2 x i8> @src(<2 x i8> %x) {
entry:
  %a = sub <2 x i8> %x, <i8 7, i8 20>
  %b = add <2 x i8> %a, <i8 4, i8 5>
  ret <2 x i8> %b
}
