; Returning undef (a constant or an undef argument) from a noundef function is UB.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i32 %x = undef
; CHECK: Target: UB

define i32 @src() {
  ret i32 undef
}

define noundef i32 @tgt() {
  ret i32 undef
}

; src is UB for a poison %x but not for an undef one.
define i32 @src2(i32 %x) {
  %o = or i32 %x, 1
  %d = udiv i32 7, %o
  ret i32 %x
}

define noundef i32 @tgt2(i32 %x) {
  ret i32 %x
}
