; (x << 3) >>u 3 on i8 is one and with 31.
; RUN: %theseus superopt %s --max-len 1 --consts 1,-1,7,31 | FileCheck %s
; RUN: %theseus superopt %s --max-len 1 --consts 1,-1,7,31 > %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i8 @tgt(i8 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = and i8 %x, 31
; CHECK-NEXT: ret i8 %t1
; CHECK: ; length: 1
; VERIFY: correct

define i8 @src(i8 %x) {
  %a = shl i8 %x, 3
  %r = lshr i8 %a, 3
  ret i8 %r
}
