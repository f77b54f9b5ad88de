; ((x + y) & 1) - ((x ^ y) & 1) is always 0 (the low bits of a sum and a xor agree); opt-19 -O3
; only infers its range. theseus opt proves `ret i32 0` and removes the dead code.
; RUN: %expect-exit 0 %theseus opt %s -o - --no-cache | FileCheck %s

; CHECK-LABEL: define {{.*}}i32 @f4(i32 %x, i32 %y)
; CHECK-NEXT: ret i32 0
; CHECK-NEXT: }

define range(i32 -1, 2) i32 @f4(i32 %x, i32 %y) {
  %a = add i32 %y, %x
  %b = and i32 %a, 1
  %c = xor i32 %y, %x
  %d = and i32 %c, 1
  %e = sub nsw i32 %b, %d
  ret i32 %e
}
