; A search the time limit cut short claims no optimality: the JSON figures say optimal false and
; timed out, and the text names the time limit and prints no "shortest" line.
; RUN: %expect-exit 2 %theseus superopt %s --max-len 9 --time-limit 0.05 --json | FileCheck %s
; RUN: %expect-exit 2 %theseus superopt %s --max-len 9 --time-limit 0.05 | FileCheck %s --check-prefix=TEXT
; CHECK-NOT: define
; CHECK: {"found":false,"length":0,
; CHECK-SAME: "optimal":false,"timed_out":true}
; TEXT-NOT: ; shortest:
; TEXT: ; stopped: time limit

define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = mul i32 %x, 12345
  %b = udiv i32 %a, 7
  %c = xor i32 %b, %y
  %r = urem i32 %c, 1000
  ret i32 %r
}
