; Minotaur's FP class "an fptrunc followed by a compare turned into one compare in the wide type":
; fptrunc x to float < 1.0 holds exactly when x < 1 - 2^-25 (0x3FEFFFFFF0000000): the midpoint
; between 1.0 and the float below rounds to 1.0 (ties to even), everything below it to less.
; CEGIS finds the boundary from the prover's counterexamples (as `ogt 1 - 2^-25, x` or, equally,
; `oge` the double below it, whichever it meets first); the rewrite is proved.
; RUN: %theseus synth %s --max-insts 1 --query-timeout-ms 60000 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll --timeout-ms 60000 | FileCheck %s --check-prefix=VERIFY
; CHECK: rewrite 1: {{.*}}constants cegis
; CHECK: define i1 @tgt(double %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = fcmp {{ogt double 0x3FEFFFFFF0000000|oge double 0x3FEFFFFFEFFFFFFF}}, %x
; CHECK-NEXT: ret i1 %t1
; VERIFY: correct

define i1 @src(double %x) {
entry:
  %t = fptrunc double %x to float
  %c = fcmp olt float %t, 1.0
  ret i1 %c
}
