; Seed 002: (x << y) >>s y -> x holds at i1 and is rejected as a rule with its counterexample at
; i2 (x = 2, y = 1).
; RUN: %theseus generalize %s --time-limit 120 | FileCheck %s
; CHECK: ; holds at W = 1
; CHECK: ; generality: concrete-only
; CHECK: ; reason: holds at W = 1: fails at W = 2
; CHECK: ; counterexample at W = 2:
; CHECK: i2 %x = 0x2
; CHECK: i2 %y = 0x1
; RUN: %theseus generalize %s --json | FileCheck %s --check-prefix=JSON
; JSON: "generality":"concrete-only"
; JSON-SAME: "widths":{"proved":[1],"failed":[2,3,

define i1 @src(i1 %x, i1 %y) {
  %a = shl i1 %x, %y
  %r = ashr i1 %a, %y
  ret i1 %r
}

define i1 @tgt(i1 %x, i1 %y) {
  ret i1 %x
}
