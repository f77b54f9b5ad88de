; getelementptr over i8 (scale 1: the index is the byte offset, no product and so no product
; overflow): an inbounds step below the base is a negative index, and without inbounds it need
; not be; Alive2's ptr-arithmetic-fail in small. (nuw and nusw alone cannot conclude the same
; here: a pointer argument's 56-bit offset may wrap inside its block, docs/memory.md.)
; RUN: %expect-exit 1 %theseus verify %s --src plain_below --tgt negative | FileCheck %s --check-prefix=INCORRECT
; RUN: %theseus verify %s --src inbounds_below --tgt negative | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src inbounds_step --tgt inbounds_step_folded | FileCheck %s --check-prefix=INCORRECT
; CORRECT: {{^}}correct{{$}}
; INCORRECT: {{^}}incorrect: Value mismatch

define i1 @inbounds_below(ptr %p, i8 %n) {
  %q = getelementptr inbounds i8, ptr %p, i8 %n
  %c = icmp ult ptr %q, %p
  ret i1 %c
}

define i1 @plain_below(ptr %p, i8 %n) {
  %q = getelementptr i8, ptr %p, i8 %n
  %c = icmp ult ptr %q, %p
  ret i1 %c
}

define i1 @negative(ptr %p, i8 %n) {
  %c = icmp slt i8 %n, 0
  ret i1 %c
}

; Alive2's ptr-arithmetic-fail, smaller: a step below N that is in bounds is not always below
; `upper` when N is negative (N = -127, step = -128 with `step >=u 0` always true).
define i4 @inbounds_step(ptr %src, ptr %upper, i8 %N, i8 %step) {
entry:
  %src.end = getelementptr inbounds i8, ptr %src, i8 %N
  %cmp.src.end = icmp uge ptr %src.end, %upper
  br i1 %cmp.src.end, label %trap.bb, label %step.check
trap.bb:
  ret i4 2
step.check:
  %step.ult.N = icmp ult i8 %step, %N
  br i1 %step.ult.N, label %ptr.check, label %exit
ptr.check:
  %src.step = getelementptr inbounds i8, ptr %src, i8 %step
  %cmp.step.end = icmp uge ptr %src.step, %upper
  br i1 %cmp.step.end, label %trap.bb, label %exit
exit:
  ret i4 3
}

define i4 @inbounds_step_folded(ptr %src, ptr %upper, i8 %N, i8 %step) {
entry:
  %src.end = getelementptr inbounds i8, ptr %src, i8 %N
  %cmp.src.end = icmp uge ptr %src.end, %upper
  br i1 %cmp.src.end, label %trap.bb, label %exit
trap.bb:
  ret i4 2
exit:
  ret i4 3
}
