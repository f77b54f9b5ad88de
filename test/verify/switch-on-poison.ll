; A switch on poison is UB: src may rely on it, tgt may not introduce it.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB

define i8 @src(i8 %x) {
entry:
  %y = add nuw i8 %x, 1
  switch i8 %y, label %d [ i8 0, label %z ]
z:
  ret i8 5
d:
  ret i8 %y
}

; %y is never 0 unless it is poison (then src is UB), so the zero case is dead.
define i8 @tgt(i8 %x) {
  %y = add i8 %x, 1
  ret i8 %y
}

define i8 @src2(i8 %x) {
  %y = add nuw i8 %x, 1
  %r = freeze i8 %y
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
entry:
  %y = add nuw i8 %x, 1
  switch i8 %y, label %d [ i8 0, label %z ]
z:
  ret i8 0
d:
  ret i8 %y
}
