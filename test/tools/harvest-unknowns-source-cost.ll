; A harvest cut whose search proves nothing and meets solver unknowns leaves nothing in the cache
; (an unknown is never cached), so its record gets no cost from the cache; harvest prices its
; source itself with the workers' cost model, so the report shows the cut's real cost instead of
; 0. Every query here ends unknown: --query-timeout-ms 1.
; RUN: rm -rf %t.dir %t.db
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 1 --engine minotaur --max-insts 2 --time-limit 1 --query-timeout-ms 1 2> %t.err
; RUN: sed 's/},{/}\n{/g' %t.dir/report.json | FileCheck %s
; RUN: %theseus synth %s --function f --time-limit 0.01 --json | FileCheck %s --check-prefix=SYNTH
; CHECK-NOT: "source_cost":0,
; CHECK: "root":"%e = add i32 %b, %d",{{.*}}"outcome":"no-rewrite",{{.*}}"source_cost":5,{{.*}}solver unknowns, nothing proved
; CHECK-NOT: "source_cost":0,
; SYNTH: "source_cost":5,

define i32 @f(i32 %x, i32 %y) {
  %a = mul i32 %x, %y
  %b = xor i32 %a, %x
  %c = and i32 %a, %x
  %d = shl i32 %c, 1
  %e = add i32 %b, %d
  ret i32 %e
}
