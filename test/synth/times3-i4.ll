; 3x mod 16 in i4: under tti a multiplication costs 3 and an add 1, so x*3 becomes two adds; %x
; is read three times where the source reads it once, so it is frozen (it may be undef).
; RUN: %theseus synth %s --cost tti -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 2,
; CHECK: define i4 @tgt(i4 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %x.fr = freeze i4 %x
; CHECK-NEXT: %t1 = add i4 %x.fr, %x.fr
; CHECK-NEXT: %t2 = add i4 %x.fr, %t1
; CHECK-NEXT: ret i4 %t2
; VERIFY: correct

define i4 @src(i4 %x) {
entry:
  %r = mul i4 %x, 3
  ret i4 %r
}
