; The last tier of the cegis engine leaves the constants to the solver: 37x on i8, written as
; shifts and adds, is one multiplication by 37, a constant neither in K (1, -1, 7 and the source's
; 5 and 2) nor reachable by the shifts and adds of the cheaper tiers within one instruction.
; RUN: %theseus superopt --engine cegis %s --max-len 1 --time-limit 30 > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %expect-exit 0 %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i8 @tgt(i8 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = mul i8 %x, 37
; CHECK-NEXT: ret i8 %t1
; CHECK: ; length: 1
; CHECK: ; shortest: yes
; VERIFY: correct

define i8 @src(i8 %x) {
  %a = shl i8 %x, 5
  %b = shl i8 %x, 2
  %c = add i8 %a, %b
  %d = add i8 %c, %x
  ret i8 %d
}
