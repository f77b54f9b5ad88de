; Under superopt's `shortest` objective the portfolio's minotaur member searches its whole pool
; (intrinsics, casts, arithmetic at twice the width) and accepts a program exactly as dear as the
; source, so a source that is already the shortest program is found again: the parity of an i8
; is ctpop and an and (with whichever mask the solver picks that keeps bit 0 and drops bits 1-3);
; the high byte of an 8x8 product is zext, zext, mul i16, lshr, trunc. Each
; answer is proved again by theseus verify. Neighbours: parity's two-instruction neighbour
; `ctpop & 3` has no one-instruction refinement (exit 2, nothing printed), and without `shortest`
; (theseus synth) minotaur finds nothing for ctpop, which nothing is cheaper than.
; RUN: %theseus superopt %s --function parity --engine portfolio --max-len 2 --time-limit 60 > %t.parity.ll
; RUN: FileCheck %s --check-prefix=PARITY < %t.parity.ll
; RUN: %theseus verify %s %t.parity.ll --src parity --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus superopt %s --function mulhi --engine portfolio --max-len 5 --time-limit 20 > %t.mulhi.ll
; RUN: FileCheck %s --check-prefix=MULHI < %t.mulhi.ll
; RUN: %theseus verify %s %t.mulhi.ll --src mulhi --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 2 %theseus superopt %s --function lowbits --engine portfolio --max-len 1 --time-limit 30 > %t.low || true
; RUN: FileCheck %s --check-prefix=NONE < %t.low
; RUN: %theseus superopt %s --function popcount --engine minotaur --max-len 1 --time-limit 30 > %t.pop.ll
; RUN: FileCheck %s --check-prefix=POP < %t.pop.ll
; RUN: %theseus verify %s %t.pop.ll --src popcount --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function popcount --engine minotaur --max-insts 1 --time-limit 30 > %t.synth || true
; RUN: FileCheck %s --check-prefix=SYNTH < %t.synth

; PARITY: define i8 @tgt(i8 noundef %x)
; PARITY: call i8 @llvm.ctpop.i8(i8
; PARITY: and i8 {{.*}}, {{-?[0-9]+}}
; PARITY: ; length: 2
; MULHI: define i8 @tgt(i8 noundef %x, i8 noundef %y)
; MULHI-DAG: zext i8 %x to i16
; MULHI-DAG: zext i8 %y to i16
; MULHI: mul i16
; MULHI: lshr i16 {{.*}}, 8
; MULHI: trunc i16 {{.*}} to i8
; MULHI: ; length: 5
; NONE-NOT: define
; NONE: ; length: none
; POP: define i8 @tgt(i8 noundef %x)
; POP: call i8 @llvm.ctpop.i8(i8 %x)
; POP: ; length: 1
; SYNTH-NOT: ; rewrite 1
; SYNTH: ; no cheaper refinement found
; VERIFY: correct
; VERIFY-NOT: incorrect

define i8 @parity(i8 noundef %x) {
  %n = call i8 @llvm.ctpop.i8(i8 %x)
  %r = and i8 %n, 1
  ret i8 %r
}

define i8 @lowbits(i8 noundef %x) {
  %n = call i8 @llvm.ctpop.i8(i8 %x)
  %r = and i8 %n, 3
  ret i8 %r
}

define i8 @popcount(i8 noundef %x) {
  %r = call i8 @llvm.ctpop.i8(i8 %x)
  ret i8 %r
}

define i8 @mulhi(i8 noundef %x, i8 noundef %y) {
  %a = zext i8 %x to i16
  %b = zext i8 %y to i16
  %p = mul i16 %a, %b
  %h = lshr i16 %p, 8
  %r = trunc i16 %h to i8
  ret i8 %r
}

declare i8 @llvm.ctpop.i8(i8)
