; A cut with a branch is unsupported (exit 3, named); a missing file and unknown options are bad
; input (exit 4).
; RUN: %expect-exit 3 %theseus synth %s 2>&1 | FileCheck %s --check-prefix=UNSUP
; RUN: %expect-exit 4 %theseus synth %s.missing 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %expect-exit 4 %theseus synth %s --cost mca 2>&1 | FileCheck %s --check-prefix=COST
; RUN: %expect-exit 4 %theseus synth %s --constants maybe 2>&1 | FileCheck %s --check-prefix=CONST
; UNSUP: theseus synth: unsupported: @src: the cut has more than one block
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
