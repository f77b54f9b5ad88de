; (x ^ y) + ((x & y) << 1) is x + y; opt-19 -O3 leaves it (this is its -O3 output). theseus opt
; finds and proves the one-instruction rewrite and applies it.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --cache %t.db --verify-whole 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err

; CHECK-LABEL: define i32 @f1(i32 %x, i32 %y)
; CHECK-NEXT: %d = add i32 %{{x|y}}, %{{x|y}}
; CHECK-NEXT: ret i32
; CHECK-NOT: shl
; LOG: 1 rewrites applied
; LOG: whole @f1: correct

define i32 @f1(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
