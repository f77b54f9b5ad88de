; A typed hit whose proof is refuted proves nothing and is not applied: x + 1 == 78 (x == 77) is
; false on every one of the table's i8 lanes (none holds 77), so its key is that of the constant
; `i1 0`, which the refinement checker refutes; theseus opt leaves the function as it was.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 1 --widths 8 --args 1 --typed-len 1
; RUN: %expect-exit 0 %theseus synth --engine peephole-db --peephole-db %t.db %s | FileCheck %s
; RUN: %expect-exit 0 %theseus opt --engine peephole-db --peephole-db %t.db --no-cache --objective ir %s -o - | FileCheck %s --check-prefix=OPT

; CHECK: ; no cheaper refinement found
; CHECK: ; hits: 1
; CHECK: ; proved: 0
; CHECK: ; refuted: 1

; OPT: define i1 @src(i8 %x)
; OPT-NEXT: %a = add i8 %x, 1
; OPT-NEXT: %c = icmp eq i8 %a, 78
; OPT-NEXT: ret i1 %c

define i1 @src(i8 %x) {
  %a = add i8 %x, 1
  %c = icmp eq i8 %a, 78
  ret i1 %c
}
