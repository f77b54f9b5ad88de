; theseus harvest synthesizes the hottest cuts first: the loop's cuts (block share about 0.9)
; before the entry block's (about 0.02), although the entry block comes first in the function.
; With one worker the progress lines follow that order.
; RUN: rm -rf %t.dir %t.db
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 1 --engine massalin --peephole-db none --proof-ledger none 2> %t.err
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=JSON < %t.dir/report.json

; LOG: harvest: 1 files, 4 cuts, 4 distinct, 0 answered by the cache, 0 cold, 4 to synthesize
; LOG-NEXT: harvest: [1/4] @h: no-rewrite
; LOG-NEXT: harvest: [2/4] @h: proved
; LOG-NEXT: harvest: [3/4] @h: unsupported
; LOG-NEXT: harvest: [4/4] @h: proved
; JSON-DAG: "root":"%next = add i32 %a, %c"{{.*}}"block_share":0.9
; JSON-DAG: "root":"%g = sub i32 %f, %e"{{.*}}"block_share":0.01

define i32 @h(i32 %x, i32 %n, i32 %p, i32 %q) {
entry:
  %e = xor i32 %q, %p
  %f = or i32 %q, %p
  %g = sub i32 %f, %e
  br label %loop
loop:
  %i = phi i32 [ %g, %entry ], [ %next, %loop ]
  %a = xor i32 %x, %i
  %b = and i32 %x, %i
  %c = shl i32 %b, 1
  %next = add i32 %a, %c
  %done = icmp ugt i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
