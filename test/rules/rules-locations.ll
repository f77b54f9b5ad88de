; theseus rules on a checked-in report (Inputs/report.json, a harvest of rules-from-report.ll with
; source locations written in): every source of a rule keeps its file:line:col, and the rule that
; covers the two clear-low-bits cuts is ranked first.
; --max-width 32: the widths 1..32 cover both clear-low-bits cuts (i16, i32); a rule is width-free
; only when all 64 widths are decided, so here it holds at W <= 32.
; RUN: rm -rf %t.rules
; RUN: %expect-exit 0 %theseus rules --report %S/Inputs/report.json -o %t.rules --jobs 2 --max-width 32 2> /dev/null
; RUN: FileCheck %s < %t.rules/rules.json

; CHECK: "rewrites":3
; CHECK: "name":"rule-1"
; CHECK-SAME: "generality":"width-condition"
; CHECK-SAME: "condition":"W <= 32"
; CHECK-SAME: "cuts_covered":2
; CHECK-DAG: "location":"lib/shifts.c:12:15"
; CHECK-DAG: "location":"lib/shifts.c:20:11"
; CHECK: "name":"rule-2"
; CHECK: "location":"lib/arith.c:5:7"
