; Few inputs: src and tgt run on every one by the concrete evaluator before anything is encoded
; (verify/ExhaustiveCheck.h). Two i8 arguments that may be poison are 257 * 257 inputs; `correct`
; then says how many in "exhaustive_inputs" and asks the solver nothing. Each neighbour is wrong on
; few inputs (one of 65,536; poison tgt adds; UB tgt adds): the evaluator finds the input and the
; solver gives the verdict and its counterexample. Pairs outside the conditions go to the solver as
; before: wide arguments, and an argument whose undef-ness must be modelled (tgt reads %x twice:
; x + x is odd for an undef x, which no run on a value of x shows, so the evaluator would have
; missed it).
; RUN: %expect-exit 1 %theseus verify --json %s > %t || true
; RUN: FileCheck %s < %t
; CHECK: "src":"src","tgt":"tgt","verdict":"correct",{{.*}}"queries":0,{{.*}}"exhaustive_inputs":66049,"lifted_locations":0}
; CHECK: "src":"src_one_input","tgt":"tgt_one_input","verdict":"incorrect","reason":"Value mismatch"
; CHECK-SAME: "exhaustive_inputs":0
; CHECK-SAME: "signed":"77"
; CHECK: "src":"src_poison","tgt":"tgt_poison","verdict":"incorrect","reason":"Target is more poisonous than source"
; CHECK: "src":"src_ub","tgt":"tgt_ub","verdict":"incorrect","reason":"Source is more defined than target"
; CHECK: "src":"src_wide","tgt":"tgt_wide","verdict":"correct",{{.*}}"exhaustive_inputs":0,"lifted_locations":0}
; CHECK: "src":"src_undef","tgt":"tgt_undef","verdict":"incorrect","reason":"Target's return value is more undefined"

define i8 @src(i8 %x, i8 %y) {
  %a = and i8 %x, %y
  %o = or i8 %x, %y
  %r = add i8 %a, %o
  ret i8 %r
}

define i8 @tgt(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}

define i8 @src_one_input(i8 noundef %x, i8 noundef %y) {
  ret i8 %x
}

define i8 @tgt_one_input(i8 noundef %x, i8 noundef %y) {
  %a = icmp eq i8 %x, 77
  %b = icmp eq i8 %y, -56
  %c = and i1 %a, %b
  %r = select i1 %c, i8 0, i8 %x
  ret i8 %r
}

define i8 @src_poison(i8 %x, i8 %y) {
  %r = add i8 %x, %y
  ret i8 %r
}

define i8 @tgt_poison(i8 %x, i8 %y) {
  %r = add nsw i8 %x, %y
  ret i8 %r
}

define i8 @src_ub(i8 noundef %x, i8 noundef %y) {
  %z = icmp eq i8 %y, 0
  %d = select i1 %z, i8 1, i8 %y
  %r = udiv i8 %x, %d
  ret i8 %r
}

define i8 @tgt_ub(i8 noundef %x, i8 noundef %y) {
  %r = udiv i8 %x, %y
  ret i8 %r
}

define i32 @src_wide(i32 %x, i32 %y) {
  %a = and i32 %x, %y
  %o = or i32 %x, %y
  %r = add i32 %a, %o
  ret i32 %r
}

define i32 @tgt_wide(i32 %x, i32 %y) {
  %r = add i32 %x, %y
  ret i32 %r
}

define i8 @src_undef(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @tgt_undef(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
