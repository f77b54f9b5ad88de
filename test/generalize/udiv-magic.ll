; Souper's udiv i16 x, 515 (seed 002): the magic constants are no expressions of the grammar over
; a symbol for 515, so 515 stays the integer it is, and the rule holds where 515 fits and the i32
; product is exact: W = 10..16, stated with the reason.
; RUN: %theseus generalize %s --time-limit 120 | FileCheck %s
; CHECK: ; holds at W in {10..16}
; CHECK: %r = udiv %x, 515
; CHECK: %t2 = mul i32 %t1, 65155
; CHECK: ; generality: width-condition
; CHECK: ; reason: {{.*}}target constant(s) 65155, 25 are no expressions of the grammar
; CHECK: ; counterexample at W = 1:

define i16 @src(i16 %x) {
  %q = udiv i16 %x, 515
  ret i16 %q
}

define i16 @tgt(i16 %x) {
  %w = zext i16 %x to i32
  %m = mul i32 %w, 65155
  %s = lshr i32 %m, 25
  %q = trunc i32 %s to i16
  ret i16 %q
}
