; Minotaur's FP class "int <-> FP round trips removed where exact": every i32 is exact in double,
; so fptosi (sitofp x) is x; an i32 is not always exact in float (24-bit significand), so that
; round trip stays (no rewrite of at most one instruction).
; The proof of the exact trip takes 1.5 s on an idle machine and several times that under load,
; hence the 60 s per query.
; RUN: %theseus synth %s --function exact --max-insts 1 --query-timeout-ms 60000 -o %t.ll | FileCheck %s --check-prefix=EXACT
; RUN: %expect-exit 0 %theseus verify %t.ll --timeout-ms 60000 | FileCheck %s --check-prefix=VERIFY
; RUN: rm -f %t.inexact.ll
; RUN: %expect-exit 0 %theseus synth %s --function inexact --max-insts 1 -o %t.inexact.ll | FileCheck %s --check-prefix=INEXACT
; RUN: not test -e %t.inexact.ll
; EXACT: define i32 @tgt(i32 %x)
; EXACT-NEXT: entry:
; EXACT-NEXT: ret i32 %x
; VERIFY: correct
; INEXACT: ; no cheaper refinement found
; INEXACT-NOT: define

define i32 @exact(i32 %x) {
entry:
  %d = sitofp i32 %x to double
  %r = fptosi double %d to i32
  ret i32 %r
}

define i32 @inexact(i32 %x) {
entry:
  %f = sitofp i32 %x to float
  %r = fptosi float %f to i32
  ret i32 %r
}
