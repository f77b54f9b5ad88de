; The peephole table in front of theseus harvest: each cut to synthesize is first looked up in
; the table in harvest's own process. (x - y) == 0 hits `icmp eq x, y`, which is proved and
; cached there (no worker); x + 1 == 78 hits the constant `i1 0` on every lane, which the proof
; refutes, so nothing is cached for it. A cache-only opt then applies the one cached rewrite and
; theseus verify proves the result against this file. Without --peephole-db, harvest builds its
; default table in the report directory and uses it the same way.
; RUN: rm -rf %t.dir %t.dir2 %t.db %t.db2 %t.table.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.table.db --max-len 1 --widths 8 --args 2 --typed-len 1
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 1 --engine peephole-db --peephole-db %t.table.db --objective ir 2> %t.err
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=JSON < %t.dir/report.json
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --cache %t.db --cache-only --objective ir
; RUN: FileCheck %s --check-prefix=OPT < %t.opt.ll
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db2 --report-dir %t.dir2 -j 1 --engine peephole-db --objective ir 2> %t.err2
; RUN: FileCheck %s --check-prefix=DEFAULT < %t.err2
; RUN: test -f %t.dir2/peephole.db

; LOG: harvest: 1 files, 2 cuts, 2 distinct, 0 answered by the cache, 0 cold, 2 to synthesize
; LOG: harvest: peephole table: 2 cuts looked up in {{[0-9.e-]+}} s, 1 proved, 0 minimal in the table, 0 outside it
; JSON: "proved by the peephole table":"1"
; JSON: "distinct proved rewrites":"1"
; JSON: "outcome":"proved"
; JSON: "outcome":"no-rewrite"
; OPT-LABEL: define i1 @cmp(i8 %x, i8 %y)
; OPT-NEXT: icmp eq i8
; OPT-NEXT: ret i1
; OPT-LABEL: define i1 @collide(i8 %x)
; OPT-NEXT: %a = add i8 %x, 1
; OPT-NEXT: %c = icmp eq i8 %a, 78
; VERIFY: correct
; VERIFY-NOT: incorrect
; DEFAULT: harvest: peephole table: 2 cuts looked up in {{[0-9.e-]+}} s, 1 proved

define i1 @cmp(i8 %x, i8 %y) {
  %d = sub i8 %x, %y
  %c = icmp eq i8 %d, 0
  ret i1 %c
}

define i1 @collide(i8 %x) {
  %a = add i8 %x, 1
  %c = icmp eq i8 %a, 78
  ret i1 %c
}
