; The portfolio with a table consults the peephole database first, and a proved hit ends the
; search: the answer comes from the table (the lookup's figures are reported, no other member's),
; and theseus verify proves it again.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 2 --widths 32 --args 2 > %t.build
; RUN: %expect-exit 0 %theseus synth --engine portfolio --peephole-db %t.db %s -o %t.ll --json | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY

; CHECK: "rewrites":[{"cost":
; CHECK-SAME: shl i32 %y, 2
; CHECK-SAME: "peephole_db.hits":1,"peephole_db.proved":1
; CHECK-NOT: massalin
; CHECK-NOT: minotaur
; VERIFY: @src => @tgt
; VERIFY-NEXT: correct

define i32 @src(i32 %x, i32 %y) {
  %a = add i32 %y, %y
  %b = add i32 %a, %a
  ret i32 %b
}
