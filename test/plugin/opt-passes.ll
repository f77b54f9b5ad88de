; opt-19 runs the plugin's `theseus` module pass: the -O3 output's missed x + y is rewritten.
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-no-cache -S %s -o - | FileCheck %s

; CHECK-LABEL: define i32 @f1(
; CHECK-NEXT: %d = add i32 %{{x|y}}, %{{x|y}}
; CHECK-NEXT: ret i32 %d

define i32 @f1(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
