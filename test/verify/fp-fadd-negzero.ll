; x + -0.0 is x for every x but NaN, where the result is a NaN LLVM lets the operation pick: the
; input quieted, or unchanged, with either sign. A sNaN input unchanged is one of those choices,
; so x is a refinement.
; RUN: %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct

define half @src(half %x) {
  %r = fadd half %x, -0.0
  ret half %r
}

define half @tgt(half %x) {
  ret half %x
}
