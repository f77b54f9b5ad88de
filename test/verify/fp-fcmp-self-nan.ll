; fcmp une x, x is true exactly for NaN: folding it to false is wrong, with a NaN counterexample.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: incorrect: Value mismatch
; CHECK: double %X = 0x{{[0-9a-f]+}} ({{-?s?NaN}})

define i1 @src(double %X) {
  %t = fcmp une double %X, %X
  ret i1 %t
}

define i1 @tgt(double %X) {
  ret i1 false
}
