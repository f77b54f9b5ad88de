; The peephole table in front of theseus harvest: each cut to synthesize is first looked up in
; the table in harvest's own process. Under --objective ir, (x - y) == 0 hits `icmp eq x, y` and
; x + 2x hits `mul x, 3`, both proved and cached there (no worker); x + 1 == 78 hits the constant
; `i1 0` on every lane, which the proof refutes, so nothing is cached for it. A cache-only opt
; then applies the two cached rewrites and theseus verify proves the result against this file.
; Under the machine objective x + 2x is one LEA and `mul x, 3` no cheaper: the cut is minimal in
; the table, so massalin behind the table searches it with --minimal-share of the time limit, and
; a second harvest finds it in the cache under that budget (x + 1 == 78, an i1, is outside
; massalin's fragment and so never cached). Without --peephole-db, harvest builds its default
; table in the report directory.
; RUN: rm -rf %t.dir %t.dir2 %t.dir3 %t.db %t.db2 %t.db3 %t.table.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.table.db --max-len 1 --widths 8 --args 2 --typed-len 1 --consts 0,1,2,3,-1
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 1 --engine peephole-db --peephole-db %t.table.db --objective ir 2> %t.err
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=JSON < %t.dir/report.json
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --cache %t.db --cache-only --objective ir
; RUN: FileCheck %s --check-prefix=OPT < %t.opt.ll
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db2 --report-dir %t.dir2 -j 1 --engine peephole-db --objective ir 2> %t.err2
; RUN: FileCheck %s --check-prefix=DEFAULT < %t.err2
; RUN: test -f %t.dir2/peephole.db
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db3 --report-dir %t.dir3 -j 1 --engine massalin --time-limit 4 --minimal-share 0.5 --peephole-db %t.table.db 2> %t.err3
; RUN: FileCheck %s --check-prefix=MINIMAL < %t.err3
; RUN: FileCheck %s --check-prefix=MINIMAL-JSON < %t.dir3/report.json
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db3 --report-dir %t.dir3 -j 1 --engine massalin --time-limit 4 --minimal-share 0.5 --peephole-db %t.table.db 2> %t.err4
; RUN: FileCheck %s --check-prefix=WARM < %t.err4

; LOG: harvest: peephole table: 3 cuts looked up in {{[0-9.e-]+}} s, 2 proved, 0 minimal in the table, 0 outside it
; LOG: harvest: 1 files, 3 cuts, 3 distinct, 0 answered by the cache, 0 cold, 0 to synthesize
; JSON: "proved by the peephole table":"2"
; JSON: "distinct proved rewrites":"2"
; JSON: "function":"collide"{{.*}}"outcome":"no-rewrite"
; OPT-LABEL: define i1 @cmp(i8 %x, i8 %y)
; OPT-NEXT: icmp eq i8
; OPT-NEXT: ret i1
; OPT-LABEL: define i1 @collide(i8 %x)
; OPT-NEXT: %a = add i8 %x, 1
; OPT-NEXT: %c = icmp eq i8 %a, 78
; OPT-LABEL: define i8 @triple(i8 %x)
; OPT-NEXT: mul i8 %x, 3
; VERIFY: correct
; VERIFY-NOT: incorrect
; DEFAULT: harvest: peephole table: 3 cuts looked up in {{[0-9.e-]+}} s, 1 proved
; MINIMAL: harvest: peephole table: 3 cuts looked up in {{[0-9.e-]+}} s, 1 proved, 1 minimal in the table, 0 outside it
; MINIMAL: harvest: 1 files, 3 cuts, 3 distinct, 0 answered by the cache, 0 cold, 2 to synthesize
; MINIMAL-JSON: "minimal in the peephole table":"1"
; WARM: harvest: 1 files, 3 cuts, 3 distinct, 2 answered by the cache, 0 cold, 1 to synthesize
; WARM: @collide: unsupported

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

define i8 @triple(i8 %x) {
  %a = shl i8 %x, 1
  %b = add i8 %a, %x
  ret i8 %b
}
