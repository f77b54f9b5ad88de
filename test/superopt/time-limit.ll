; --time-limit stops the enumeration with no answer (exit 2), never a partial one.
; RUN: %expect-exit 2 %theseus superopt %s --max-len 9 --time-limit 0.05 | FileCheck %s
; CHECK-NOT: define
; CHECK: ; length: none
; CHECK: ; stopped: time limit

define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = mul i32 %x, 12345
  %b = udiv i32 %a, 7
  %c = xor i32 %b, %y
  %r = urem i32 %c, 1000
  ret i32 %r
}
