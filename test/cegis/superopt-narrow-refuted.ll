; Reduced-bit-width synthesis must not return what only the narrow width proves: ctpop(x) >> 3 is,
; at i8, 1 exactly when x is all-ones, so `zext (icmp eq x, -1)` and its like are proved there;
; at i32 ctpop(x) >> 3 is 0 to 4 and every such widening is refuted, so within two instructions
; nothing is printed (exit 2). The second function is the widening of the first narrow program:
; theseus verify refutes it at i32.
; RUN: %theseus superopt --engine cegis %s --max-len 2 --ops and --icmp --time-limit 60 > %t || true
; RUN: FileCheck %s < %t
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt widened | FileCheck %s --check-prefix=VERIFY
; CHECK-NOT: define
; CHECK: ; length: none
; CHECK: ; narrow-proved: [[N:[1-9][0-9]*]]
; CHECK-NEXT: ; narrow-refuted: [[N]]
; VERIFY: incorrect

define i32 @src(i32 noundef %x) {
  %c = call i32 @llvm.ctpop.i32(i32 %x)
  %r = lshr i32 %c, 3
  ret i32 %r
}

define i32 @widened(i32 noundef %x) {
  %c = icmp eq i32 %x, -1
  %r = zext i1 %c to i32
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
