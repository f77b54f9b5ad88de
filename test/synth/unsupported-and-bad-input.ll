; A cut with a loop, or one the pruning model cannot price, is unsupported (exit 3, named); a
; missing file and bad options are bad input (exit 4). A loop-free cut with branches is taken:
; @src's two returns become one select.
; RUN: %expect-exit 3 %theseus synth %S/Inputs/loop.ll --function loop 2>&1 | FileCheck %s --check-prefix=UNSUP
; RUN: %expect-exit 0 %theseus synth %s --function src --max-insts 1 --time-limit 30 -o %t.ll | FileCheck %s --check-prefix=BRANCHES
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 3 %theseus synth %s --function wide 2>&1 | FileCheck %s --check-prefix=PRICE
; RUN: %expect-exit 4 %theseus synth %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %expect-exit 4 %theseus synth %s --function src --cost mca 2>&1 | FileCheck %s --check-prefix=COST
; RUN: %expect-exit 4 %theseus synth %s --function src --constants maybe 2>&1 | FileCheck %s --check-prefix=CONST
; UNSUP: loop.ll:9:3: error: unsupported: loop
; BRANCHES: %t1 = select i1 %c, i8 %x, i8 0
; VERIFY: correct
; PRICE: theseus synth: unsupported: @wide: the cost model cannot price the cut: isel: i128 division is a call to the runtime library {{.*}} (try --cost tti)
; MISSING: error:
; COST: --cost: expected isel or tti
; CONST: --constants: expected auto, cegis or quantified

define i8 @src(i8 %x, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  ret i8 %x
b:
  ret i8 0
}

define i128 @wide(i128 %x, i128 %y) {
entry:
  %r = udiv i128 %x, %y
  ret i128 %r
}
