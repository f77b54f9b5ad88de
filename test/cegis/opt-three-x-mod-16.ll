; `theseus opt --engine cegis`: seed 002's 3x mod 16 on i4, written long-hand in five
; instructions, becomes two (the cheap tier's shift and add), proved and applied; theseus verify
; re-proves the output against this file's function of the same name.
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --no-cache --engine cegis --max-insts 2 --time-limit 30 --verify-whole 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: %expect-exit 0 %theseus verify %s %t.ll | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: define i4 @f(i4 %x)
; CHECK-NEXT: %{{[a-z0-9.]+}} = {{shl|add|mul|sub}} i4
; CHECK-NEXT: %{{[a-z0-9.]+}} = {{shl|add|sub|or|xor}} i4
; CHECK-NEXT: ret i4
; LOG: 1 rewrites applied
; LOG: whole @f: correct
; VERIFY: correct

define i4 @f(i4 %x) {
  %a = shl i4 %x, 1
  %b = xor i4 %a, %x
  %c = and i4 %a, %x
  %d = shl i4 %c, 1
  %e = add i4 %b, %d
  ret i4 %e
}
