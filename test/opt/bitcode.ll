; Bitcode in, bitcode out.
; RUN: llvm-as %s -o %t.bc
; RUN: %expect-exit 0 %theseus opt %t.bc -o %t.out.bc --no-cache
; RUN: llvm-dis %t.out.bc -o - | FileCheck %s

; CHECK: %d = add i32 %{{x|y}}, %{{x|y}}

define i32 @f1(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
