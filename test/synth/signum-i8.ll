; 8-bit signum written with two compares and a select (isel cost 7) becomes the four-instruction
; sequence ashr x,7 | zext(x > 0), reusing the cut's compare and zext (cost 6). The pool is
; limited to ashr and or so that the search is complete within two new instructions.
; RUN: %theseus synth %s --max-insts 2 --ops ashr,or -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost {{[0-9.]+}},
; CHECK: define i8 @tgt(i8 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %pos = icmp sgt i8 %x, 0
; CHECK-NEXT: %p = zext i1 %pos to i8
; CHECK-NEXT: %t1 = ashr i8 %x, 7
; CHECK-NEXT: %t2 = or i8 %p, %t1
; CHECK-NEXT: ret i8 %t2
; VERIFY: correct

define i8 @src(i8 %x) {
entry:
  %neg = icmp slt i8 %x, 0
  %pos = icmp sgt i8 %x, 0
  %p = zext i1 %pos to i8
  %r = select i1 %neg, i8 -1, i8 %p
  ret i8 %r
}
