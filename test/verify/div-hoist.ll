; Hoisting a division out of the branch that guards its divisor is incorrect (UB at y = 0).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK:   i32 %y = 0x00000000 (0)
; CHECK: Target: UB

define i32 @src(i32 %x, i32 %y) {
entry:
  %z = icmp eq i32 %y, 0
  br i1 %z, label %zero, label %div
div:
  %q = udiv i32 %x, %y
  br label %join
zero:
  br label %join
join:
  %r = phi i32 [ %q, %div ], [ 0, %zero ]
  ret i32 %r
}

define i32 @tgt(i32 %x, i32 %y) {
  %q = udiv i32 %x, %y
  %z = icmp eq i32 %y, 0
  %r = select i1 %z, i32 0, i32 %q
  ret i32 %r
}
