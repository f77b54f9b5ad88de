; The window engine on Hacker's Delight P20 (bench/superopt/hd/p20.ll): the window {cttz, lshr}
; becomes `udiv %o2, %s` over the lowest set bit the function already computes, and the assume's
; window the empty program, which gives the seven-instruction reference answer; it is proved
; again by theseus verify. The portfolio reaches it too (window is a default member). Neighbour:
; without the assumption x may be 0, where the division is UB and the source's shift is not, so
; no answer divides.
; RUN: %theseus superopt %S/../../bench/superopt/hd/p20.ll --engine window --max-len 7 --time-limit 60 > %t.window.ll
; RUN: FileCheck %s --implicit-check-not=@llvm. < %t.window.ll
; RUN: %theseus verify %S/../../bench/superopt/hd/p20.ll %t.window.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus superopt %S/../../bench/superopt/hd/p20.ll --engine portfolio --max-len 7 --time-limit 30 > %t.portfolio.ll
; RUN: FileCheck %s --implicit-check-not=@llvm. < %t.portfolio.ll
; RUN: %theseus verify %S/../../bench/superopt/hd/p20.ll %t.portfolio.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus superopt %s --function unassumed --engine window --max-len 8 --time-limit 60 > %t.neighbour || true
; RUN: FileCheck %s --check-prefix=NEIGHBOUR < %t.neighbour

; CHECK: define i32 @tgt(i32 noundef %x)
; CHECK: %s = and i32 %x, %neg
; CHECK: %o2 = lshr i32 %o, 2
; CHECK: udiv i32 %o2, %s
; CHECK: ; length: 7
; VERIFY: correct
; VERIFY-NOT: incorrect
; NEIGHBOUR-NOT: udiv
; NEIGHBOUR: ; length:

define i32 @unassumed(i32 noundef %x) {
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %o3 = lshr i32 %o2, %t
  %res = or i32 %r, %o3
  ret i32 %res
}
declare i32 @llvm.cttz.i32(i32, i1)
