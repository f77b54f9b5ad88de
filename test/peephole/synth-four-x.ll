; The peephole-db engine end to end: theseus peephole-db build writes a table of every program of
; up to two instructions at i8 and i32 over one and two arguments; theseus synth --engine
; peephole-db looks @src up (its argument %y renumbered first), proves the hit and writes it;
; theseus verify proves the output again.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 2 --widths 8,32 --args 2 | FileCheck %s --check-prefix=BUILD
; RUN: %expect-exit 0 %theseus synth --engine peephole-db --peephole-db %t.db %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY

; BUILD: ; i8, 1 argument: {{[0-9]+}} programs, {{[0-9]+}} rows
; BUILD: ; i32, 2 arguments: {{[0-9]+}} programs, {{[0-9]+}} rows
; BUILD: ; programs enumerated: {{[0-9]+}}
; BUILD: ; rows kept: {{[0-9]+}}
; BUILD: ; file size: {{[0-9]+}} bytes
; BUILD: ; build time: {{[0-9.]+}} s

; CHECK: ; rewrite 1: cost
; CHECK: define i32 @tgt(i32 %x, i32 %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = shl i32 %y, 2
; CHECK-NEXT: ret i32 %t1
; CHECK: ; lookups: 1
; CHECK: ; hits: 1
; CHECK: ; proved: 1
; CHECK: ; refuted: 0
; VERIFY: @src => @tgt
; VERIFY-NEXT: correct

define i32 @src(i32 %x, i32 %y) {
  %a = add i32 %y, %y
  %b = add i32 %a, %a
  ret i32 %b
}
