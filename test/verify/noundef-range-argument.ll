; An argument outside its range() is poison, and with noundef that is UB in src and tgt alike.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

define i8 @src(i8 noundef range(i8 0, 10) %x) {
  ret i8 0
}

define i8 @tgt(i8 noundef range(i8 0, 10) %x) {
  %d = sub i8 %x, 20
  %r = udiv i8 1, %d
  ret i8 0
}
