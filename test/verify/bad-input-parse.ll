; A parse error is bad input (exit 4) reported as file:line:col: error: on stderr.
; RUN: %expect-exit 4 %theseus verify %s 2>&1 | FileCheck %s
; CHECK: bad-input-parse.ll:7:3: error: expected value token

define i32 @src(i32 %x) {
  %a = add i32 %x,
  ret i32 %a
}
