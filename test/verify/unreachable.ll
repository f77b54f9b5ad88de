; unreachable is UB: a path to it in src may be assumed away, but tgt may not reach one src does not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = 0x{{([89a-f][0-9a-f])}}
; CHECK: Target: UB

define i8 @src(i8 %x) {
entry:
  %neg = icmp slt i8 %x, 0
  br i1 %neg, label %bad, label %ok
bad:
  unreachable
ok:
  %r = lshr i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = ashr i8 %x, 1
  ret i8 %r
}

define i8 @src2(i8 noundef %x) {
  %r = lshr i8 %x, 1
  ret i8 %r
}

define i8 @tgt2(i8 noundef %x) {
entry:
  %neg = icmp slt i8 %x, 0
  br i1 %neg, label %bad, label %ok
bad:
  unreachable
ok:
  %r = lshr i8 %x, 1
  ret i8 %r
}
