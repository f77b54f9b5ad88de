; Objective machine (the default): harvest synthesizes hot cuts only (the exit block's cuts are
; below --min-share: cold), then prices each proved rewrite where it occurs and stores the verdicts
; in the cache. In the loop, `(x ^ i) + ((x & i) << 1)` -> `x + i` makes the loop's machine code
; cheaper; `~s + 1` -> `0 - s` is cheaper on its cut under isel but the code generator already
; selects `~s + 1` as one NEG, so it gains nothing and is reported, not applied. The plugin, cache-
; only, reads both verdicts (from the proof snapshot on its second compile) and applies only the
; first (each applied rewrite was proved on its cut; the checker does not take loops whole).
; RUN: rm -rf %t.dir %t.db %t.ledger*
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 2 --engine massalin --peephole-db none --min-share 0.05 --proof-ledger %t.ledger 2> %t.err
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=JSON < %t.dir/report.json
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.ledger -S %s -o %t.first.ll
; RUN: env THESEUS_TIMING=1 opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.ledger -theseus-report=%t.report -S %s -o %t.ll 2> %t.timing
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=SNAPSHOT < %t.timing
; RUN: FileCheck %s --check-prefix=REPORT < %t.report
; RUN: cmp %t.first.ll %t.ll

; LOG: 6 distinct, 0 answered by the cache, 2 cold, 4 to synthesize
; JSON: "proved rewrites with a machine-code gain":"1"
; JSON: "outcome":"proved"
; JSON-SAME: "block_share":0.98
; JSON-SAME: "ir_source_cost":4,"ir_rewrite_cost":1
; JSON-SAME: "machine_verdict":"gain at 1 of 1 places priced"
; JSON: "outcome":"no-gain-after-isel"
; JSON-SAME: "machine_verdict":"gain at 0 of 1 places priced"
; JSON: "outcome":"cold"
; JSON-SAME: "detail":"cold block: 1.53% of the function's estimated instructions"

; CHECK-LABEL: loop:
; CHECK: %next = add i32 %{{x|i}}, %{{x|i}}
; CHECK: %m = xor i32 %s, -1
; CHECK-NEXT: %t = add i32 %m, 1
; SNAPSHOT: snapshot: used
; REPORT: "outcome":"no-gain-after-isel"
; REPORT-SAME: "machine_verdict":"snapshot"
; REPORT: "outcome":"applied"
; REPORT-SAME: "machine_verdict":"snapshot"

define i32 @h(i32 %x, i32 %n, i32 %p, i32 %q) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %s = phi i32 [ 0, %entry ], [ %t, %loop ]
  %a = xor i32 %x, %i
  %b = and i32 %x, %i
  %c = shl i32 %b, 1
  %next = add i32 %a, %c
  %m = xor i32 %s, -1
  %t = add i32 %m, 1
  %done = icmp ugt i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  %e = xor i32 %q, %p
  %f = or i32 %q, %p
  %g = sub i32 %f, %e
  %r = add i32 %t, %g
  ret i32 %r
}
