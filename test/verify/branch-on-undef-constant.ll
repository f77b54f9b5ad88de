; Branching on an undef constant is UB (LangRef br/switch), so tgt may not introduce one.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB

define i32 @src() {
  ret i32 7
}

define i32 @tgt() {
  br i1 undef, label %a, label %b
a:
  ret i32 7
b:
  ret i32 7
}

define i32 @src2() {
  ret i32 7
}

define i32 @tgt2() {
  switch i32 undef, label %a [ i32 0, label %b ]
a:
  ret i32 7
b:
  ret i32 7
}
