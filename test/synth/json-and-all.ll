; --all keeps every proved rewrite cheaper than the source (mca order first, then isel), not
; only the best; rewrites with an identity instruction (x + 0, ...) are dropped as duplicates of
; smaller ones. --json reports them with the search figures.
; RUN: %theseus synth %s --all --max-insts 2 --json | FileCheck %s
; CHECK: {"function":"src","source_cost":{{[0-9.]+}},"rewrites":[{"cost":{{[0-9.]+}},{{.*}}"constants":"quantified","found_seconds":{{[0-9.e+-]+}},"ir":"define i8 @tgt(i8 %x) {\nentry:\n  %t1 = and i8 %x, 31\n  ret i8 %t1\n}\n"}
; CHECK-SAME: ,{"cost":
; CHECK-NOT: , 0\n
; CHECK-NOT: %x.fr, %x.fr
; CHECK-SAME: "smt_queries":
; CHECK-SAME: "timed_out":false}

define i8 @src(i8 %x) {
entry:
  %a = shl i8 %x, 3
  %b = lshr i8 %a, 3
  ret i8 %b
}
