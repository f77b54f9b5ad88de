; A memory query decided one disjunct of its violation at a time (verify/DisjunctSplit.h,
; docs/verify.md "Solver strategy per query shape"). THESEUS_SOLVE_BY_DISJUNCTS makes the check
; take that path at once (by default it follows a third of the time spent on the whole query), and
; `disjunct_parts` in the JSON shows it was taken. @src stores to p and p + 4 and reloads p; @tgt
; forwards the stored value: correct. Each neighbour is wrong in one disjunct only, which the
; path must find and report as a counterexample of the whole query: the returned value forwarded
; past a load through q (which may alias p), a stored value that differs when a is 5 (the final
; memory), a load of p + 8 that src does not make (UB only in tgt). merged-loads.ll's three
; incorrect neighbours of a clang pair (41 disjuncts each) are found on this path too; its correct
; pair is proved by the product abstraction before the path is reached.
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 %theseus verify %s --src src --tgt tgt --json | FileCheck %s --check-prefix=SPLIT
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %s --src src --tgt tgt_forwards_past_alias | FileCheck %s --check-prefix=VALUE
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %s --src src --tgt tgt_stores_other_value | FileCheck %s --check-prefix=MEMORY
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %s --src src --tgt tgt_reads_further | FileCheck %s --check-prefix=UB
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 %theseus verify %S/merged-loads.ll --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %S/merged-loads.ll --src src --tgt tgt_last_byte --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %S/merged-loads.ll --src src --tgt tgt_other_offset --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: env THESEUS_SOLVE_BY_DISJUNCTS=1 not %theseus verify %S/merged-loads.ll --src src --tgt tgt_arms_swapped --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; SPLIT: "verdict":"correct"
; SPLIT-SAME: "disjunct_parts":{{[1-9][0-9]*}}
; VALUE: incorrect: Value mismatch
; MEMORY: incorrect: Mismatch in memory
; UB: incorrect: Source is more defined than target
; CORRECT: {{^}}correct{{$}}
; WRONG: {{^}}incorrect:

define i32 @src(ptr noundef %p, ptr noundef %q, i32 noundef %a) {
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %q, align 4
  %x1 = add i32 %x, 1
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %x1, ptr %p4, align 4
  %y = load i32, ptr %p, align 4
  %r = add i32 %y, %x
  ret i32 %r
}

define i32 @tgt(ptr noundef %p, ptr noundef %q, i32 noundef %a) {
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %q, align 4
  %x1 = add i32 %x, 1
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %x1, ptr %p4, align 4
  %r = add i32 %a, %x
  ret i32 %r
}

define i32 @tgt_forwards_past_alias(ptr noundef %p, ptr noundef %q, i32 noundef %a) {
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %q, align 4
  %x1 = add i32 %x, 1
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %x1, ptr %p4, align 4
  %r = add i32 %a, %a
  ret i32 %r
}

define i32 @tgt_stores_other_value(ptr noundef %p, ptr noundef %q, i32 noundef %a) {
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %q, align 4
  %c = icmp eq i32 %a, 5
  %d = select i1 %c, i32 2, i32 1
  %x1 = add i32 %x, %d
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %x1, ptr %p4, align 4
  %r = add i32 %a, %x
  ret i32 %r
}

define i32 @tgt_reads_further(ptr noundef %p, ptr noundef %q, i32 noundef %a) {
  store i32 %a, ptr %p, align 4
  %x = load i32, ptr %q, align 4
  %x1 = add i32 %x, 1
  %p4 = getelementptr inbounds i8, ptr %p, i64 4
  store i32 %x1, ptr %p4, align 4
  %p8 = getelementptr inbounds i8, ptr %p, i64 8
  %z = load i32, ptr %p8, align 4
  %r = add i32 %a, %x
  ret i32 %r
}
