; nnan makes a NaN operand or result poison, so x - x is 0.0 under nnan (inf - inf is NaN, so
; poison too) (@src/@tgt) but not without it (@src2/@tgt2). An approximating flag (reassoc, arcp, contract, afn) is
; no proof: the pair is unsupported (exit 3) with the reason named.
; RUN: %theseus verify %s --src src --tgt tgt | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src2 --tgt tgt2 | FileCheck %s --check-prefix=INF
; RUN: %expect-exit 3 %theseus verify %s --src src3 --tgt tgt3 2>&1 | FileCheck %s --check-prefix=APPROX
; OK: correct
; INF: incorrect: Value mismatch
; INF: float %x = 0x{{[0-9a-f]+}} ({{[+-]inf|-?s?NaN}})
; APPROX: reassoc
; APPROX: approximate

define float @src(float %x) {
  %r = fsub nnan float %x, %x
  ret float %r
}

define float @tgt(float %x) {
  ret float 0.0
}

define float @src2(float %x) {
  %r = fsub float %x, %x
  ret float %r
}

define float @tgt2(float %x) {
  ret float 0.0
}

define float @src3(float %x, float %y) {
  %a = fadd reassoc float %x, %y
  %r = fadd reassoc float %a, %y
  ret float %r
}

define float @tgt3(float %x, float %y) {
  %a = fadd reassoc float %y, %y
  %r = fadd reassoc float %x, %a
  ret float %r
}
