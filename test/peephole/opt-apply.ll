; theseus opt with the peephole-db engine: each cut of @f is looked up in a table of programs of
; up to two instructions at i32; under --objective ir the proved cheaper hit is applied and the
; whole function is checked against the original; theseus verify re-proves the output against
; this file. Under the default objective (machine) it is not applied: the code generator already
; selects `~x + 1` as one NEG, so the function's machine code does not get cheaper.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 2 --widths 32 --args 2
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --no-cache --engine peephole-db --peephole-db %t.db --verify-whole --objective ir 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: %expect-exit 0 %theseus verify %s %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus opt %s -o %t.machine.ll --no-cache --engine peephole-db --peephole-db %t.db --report %t.json
; RUN: FileCheck %s --check-prefix=MACHINE < %t.json

; MACHINE: "outcome":"no-gain-after-isel"
; MACHINE-SAME: "machine_verdict":"priced","machine_before":2,"machine_after":2

; CHECK-LABEL: define i32 @f(i32 %x)
; CHECK-NEXT: sub i32 0, %x
; CHECK-NEXT: ret i32
; LOG: 1 rewrites applied
; LOG: whole @f: correct
; VERIFY: correct

define i32 @f(i32 %x) {
  %a = xor i32 %x, -1
  %b = add i32 %a, 1
  ret i32 %b
}
