; The Hacker's Delight bench's P20 (bench/superopt/hd/p20.ll) states the benchmark's precondition
; x != 0 as llvm.assume, so the reference program, which divides by x & -x (UB at x = 0), refines
; it. Neighbour: the same source without the assumption is poison at x = 0, where the reference is
; UB, so the reference does not refine it.
; RUN: %theseus verify %S/../../bench/superopt/hd/p20.ll %s --src src --tgt reference | FileCheck %s
; RUN: %expect-exit 1 %theseus verify %s --src unassumed --tgt reference > %t || true
; RUN: FileCheck %s --check-prefix=NEIGHBOUR < %t
; CHECK: correct
; NEIGHBOUR: incorrect
; NEIGHBOUR: i32 %x = 0x00000000

define i32 @reference(i32 noundef %x) {
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %o3 = udiv i32 %o2, %s
  %res = or i32 %r, %o3
  ret i32 %res
}

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
