; --icmp includes `select (icmp P a, b), a, b` (a min or max, two instructions): the unsigned
; maximum written with a subtraction-overflow test becomes a compare and a select; proved.
; RUN: %theseus superopt %s --max-len 2 --icmp > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i16 @tgt(i16 noundef %x, i16 noundef %y)
; CHECK: %c1 = icmp {{ugt|ult}} i16
; CHECK-NEXT: %t1 = select i1 %c1, i16 %{{x|y}}, i16 %{{x|y}}
; CHECK: ; length: 2
; VERIFY: correct

define i16 @src(i16 noundef %x, i16 noundef %y) {
  %d = sub i16 %x, %y
  %borrow = icmp ugt i16 %d, %x
  %m = sext i1 %borrow to i16
  %diff = xor i16 %x, %y
  %pick = and i16 %diff, %m
  %r = xor i16 %x, %pick
  ret i16 %r
}
