; A branch on an argument that may be undef is UB even when the argument has a single use in tgt.
; src is UB for a poison %c but not for an undef one (undef | 1 is never 0), so only undef shows it.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i1 %c = undef
; CHECK: Target: UB

define i32 @src(i1 %c) {
  %z = zext i1 %c to i32
  %y = or i32 %z, 1
  %d = udiv i32 7, %y
  ret i32 %d
}

define i32 @tgt(i1 %c) {
  br i1 %c, label %a, label %b
a:
  ret i32 7
b:
  ret i32 7
}
