; `theseus synth --engine NAME` runs another engine of the factory with the same budget and cost
; models; the minotaur engine's flags are errors with an engine that has no such setting (exit 4),
; and so is an unknown engine.
; RUN: %theseus synth --engine massalin %s --max-insts 3 | FileCheck %s
; RUN: %theseus synth --engine massalin %s --max-insts 3 --json | FileCheck %s --check-prefix=JSON
; RUN: %expect-exit 4 %theseus synth --engine massalin %s --flags 2>&1 | FileCheck %s --check-prefix=SETTING
; RUN: %expect-exit 4 %theseus synth --engine superopt %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; CHECK: ; synth @src (isel pruning, mca order, x86-64-v3): source cost
; CHECK: ; rewrite 1: cost {{[0-9.]+}}, precise cost {{[0-9.]+}}, constants none,
; CHECK: define i32 @tgt(i32 %x, i32 %y)
; CHECK: = add i32
; CHECK-NEXT: ret i32
; CHECK: ; candidates: {{[1-9][0-9]*}}, smt queries: {{[1-9][0-9]*}} (unknown 0,
; CHECK: ; survivors: {{[1-9][0-9]*}}
; CHECK: ; search time:
; JSON: {"function":"src","source_cost":{{[0-9.]+}},"rewrites":[{"cost":
; JSON-SAME: "survivors":
; JSON-SAME: "search_seconds":
; JSON-SAME: "timed_out":false}
; SETTING: theseus synth: error: the massalin engine has no setting 'flags'
; UNKNOWN: theseus synth: error: unknown synthesis engine 'superopt' (available: minotaur massalin stoke cegis)

define i32 @src(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
