; Floating point that synthesis does not take ends unsupported (exit 3, the reason named), never
; with a rewrite: an approximating fast-math flag (reported at its line:col: no proof may rely on
; an approximation), half arithmetic under isel (no x86 rule; tti prices it), fp128 under isel
; (a library call; test/synth/fp-quad.ll synthesizes it under tti).
; RUN: %expect-exit 3 %theseus synth %S/Inputs/fp-reassoc.ll 2>&1 | FileCheck %s --check-prefix=REASSOC
; RUN: %expect-exit 3 %theseus synth %s --function half 2>&1 | FileCheck %s --check-prefix=HALF
; RUN: %expect-exit 0 %theseus synth %s --function half --cost tti --max-insts 1 | FileCheck %s --check-prefix=HALF-TTI
; RUN: %expect-exit 3 %theseus synth %s --function quad 2>&1 | FileCheck %s --check-prefix=QUAD
; REASSOC: fp-reassoc.ll:3:3: error: unsupported: fast-math flags reassoc allow approximate results
; REASSOC-NOT: define
; HALF: theseus synth: unsupported: @half: the cost model cannot price the cut: isel: no pattern covers %r = fadd half (half, half) (try --cost tti)
; HALF-TTI: ; synth @half (tti pruning
; QUAD: theseus synth: unsupported: @quad: the cost model cannot price the cut

define half @half(half %x) {
entry:
  %r = fadd half %x, 0.0
  ret half %r
}

define fp128 @quad(fp128 %x) {
entry:
  %r = fadd fp128 %x, 0xL00000000000000008000000000000000
  ret fp128 %r
}
