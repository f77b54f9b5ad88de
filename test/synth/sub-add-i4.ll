; sub i4 %x, 7 then add 4 becomes add i4 %x, -3.
; RUN: %theseus synth %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define i4 @tgt(i4 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add i4 %x, -3
; CHECK-NEXT: ret i4 %t1
; VERIFY: correct

define i4 @src(i4 %x) {
entry:
  %a = sub i4 %x, 7
  %b = add i4 %a, 4
  ret i4 %b
}
