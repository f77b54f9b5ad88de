; A hit whose proof is refuted proves nothing: @src is 4x except at x = 77, an input none of the
; table's i8 lanes holds (the lanes: edge values 0 1 2 3 -1 -2 -128 127 -127 7 8 and seeded
; random values), so its fingerprint is that of shl x, 2, which the refinement checker refutes.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 1 --widths 8 --args 1 --typed-len 0
; RUN: %theseus peephole-db stats %t.db | FileCheck %s --check-prefix=STATS
; RUN: %expect-exit 0 %theseus synth --engine peephole-db --peephole-db %t.db %s | FileCheck %s

; STATS: ; widths: 8
; STATS: ; max-length: 1
; STATS: ; i8, 1 argument: {{[0-9]+}} rows, longest 1

; CHECK: ; no cheaper refinement found
; CHECK: ; lookups: 1
; CHECK: ; hits: 1
; CHECK: ; proved: 0
; CHECK: ; refuted: 1

define i8 @src(i8 %x) {
  %a = shl i8 %x, 1
  %b = add i8 %a, %a
  %c = icmp eq i8 %x, 77
  %r = select i1 %c, i8 5, i8 %b
  ret i8 %r
}
