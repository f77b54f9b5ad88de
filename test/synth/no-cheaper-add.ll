; Negative case: add i8 %x, %y has no cheaper refinement. The search ends normally (exit 0),
; says so, prints no function, and -o writes nothing.
; RUN: rm -f %t.ll
; RUN: %expect-exit 0 %theseus synth %s -o %t.ll | FileCheck %s
; RUN: not test -e %t.ll
; CHECK: ; synth @src (isel pruning, mca order, x86-64-v3): source cost {{[0-9.]+}}
; CHECK-NEXT: ; no cheaper refinement found
; CHECK-NOT: define
; CHECK: ; smt queries:

define i8 @src(i8 %x, i8 %y) {
entry:
  %r = add i8 %x, %y
  ret i8 %r
}
