; noundef: a poison argument or returned poison is UB. src's noundef helps; tgt's new noundef hurts.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = {{poison|undef}}
; CHECK: Target: UB
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB

; src returns noundef, so add nsw cannot overflow on any run src allows: tgt may hoist UB on overflow.
define noundef i8 @src(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = add i8 %x, 1
  %o = icmp eq i8 %x, 127
  %d = select i1 %o, i8 0, i8 1
  %u = udiv i8 1, %d
  ret i8 %r
}

define i8 @src2(i8 %x) {
  ret i8 %x
}

define i8 @tgt2(i8 noundef %x) {
  ret i8 %x
}

define i8 @src3(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

define noundef i8 @tgt3(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}
