; A solver query that times out is never an answer: with a 1 ms budget the quantified query (x may
; be undef, used several times) is `unknown`, so nothing is printed and the exit code is 2.
; RUN: %expect-exit 2 %theseus superopt %s --max-len 2 --timeout-ms 1 | FileCheck %s
; CHECK-NOT: define
; CHECK: ; length: none
; CHECK: ; smt queries: {{[1-9][0-9]*}} (unknown {{[1-9][0-9]*}}, counterexamples 0)

define i32 @src(i32 %x) {
  %not = xor i32 %x, -1
  %neg = sub i32 0, %not
  %bit = and i32 %not, %neg
  %r = or i32 %x, %bit
  ret i32 %r
}
