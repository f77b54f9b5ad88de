; Branching on poison is UB: src may rely on it, but tgt may not introduce a branch on poison.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i1 %c = {{poison|undef}}
; CHECK: Target: UB

; src branches on c, so c is not poison, and the two arms agree.
define i32 @src(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 %x
}

define i32 @tgt(i1 %c, i32 %x) {
  ret i32 %x
}

; select on poison is poison, not UB; turning it into a branch adds UB.
define i32 @src2(i1 %c, i32 %x) {
  %r = select i1 %c, i32 %x, i32 %x
  ret i32 %r
}

define i32 @tgt2(i1 %c, i32 %x) {
  br i1 %c, label %a, label %b
a:
  ret i32 %x
b:
  ret i32 %x
}
