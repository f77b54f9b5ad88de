; Seed 002 section 3's STOKE example: s(x) = 3x mod 16 on i4, here with the addition 2x + x
; written the long way (five instructions). theseus opt --engine stoke finds the two-instruction
; program over two slots, proves it, applies it; theseus verify then re-proves the output
; against this file's function of the same name.
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --no-cache --engine stoke --max-insts 2 --time-limit 30 --verify-whole 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: %expect-exit 0 %theseus verify %s %t.ll | FileCheck %s --check-prefix=VERIFY

; CHECK-LABEL: define i4 @f(i4 %x)
; CHECK-NEXT: %{{[a-z0-9.]+}} = {{shl|add|mul|sub}} i4
; CHECK-NEXT: %{{[a-z0-9.]+}} = {{shl|add|sub|or|xor}} i4
; CHECK-NEXT: ret i4
; CHECK-NOT: and
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
