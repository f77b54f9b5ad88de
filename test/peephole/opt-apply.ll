; theseus opt with the peephole-db engine: each cut of @f is looked up in a table of programs of
; up to two instructions at i32; the proved cheaper hit is applied and the whole function is
; checked against the original; theseus verify re-proves the output against this file.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 2 --widths 32 --args 2
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --no-cache --engine peephole-db --peephole-db %t.db --verify-whole 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: %expect-exit 0 %theseus verify %s %t.ll | FileCheck %s --check-prefix=VERIFY

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
