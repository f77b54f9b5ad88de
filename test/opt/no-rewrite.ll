; (x | y) - ((x ^ y) >> 1), the rounded-up average, has no shorter form within three
; instructions: the function is written unchanged.
; RUN: %expect-exit 0 %theseus opt %s -o - --no-cache --max-insts 2 | FileCheck %s

; CHECK: %a = or i32 %y, %x
; CHECK-NEXT: %b = xor i32 %y, %x
; CHECK-NEXT: %c = lshr i32 %b, 1
; CHECK-NEXT: %d = sub i32 %a, %c

define i32 @f9(i32 %x, i32 %y) {
  %a = or i32 %y, %x
  %b = xor i32 %y, %x
  %c = lshr i32 %b, 1
  %d = sub i32 %a, %c
  ret i32 %d
}
