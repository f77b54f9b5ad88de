; Souper's udiv i16 x, 515 (seed 002): the magic constants are no expressions of the grammar over
; 515, so the rule is the concrete rewrite itself, with the reason.
; RUN: %theseus generalize %s | FileCheck %s
; CHECK: ; holds at W = 16
; CHECK: %r = udiv i16 %x, 515
; CHECK: %t2 = mul i32 %t1, 65155
; CHECK: ; generality: concrete-only
; CHECK: ; reason: {{.*}}target constant(s) 65155, 25 are no expressions of the grammar

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
