; mul x, 2 -> add x, x is correct when x is noundef, or when it is frozen first.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

define i8 @src(i8 noundef %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @tgt(i8 noundef %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

define i8 @src2(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
  %f = freeze i8 %x
  %r = add i8 %f, %f
  ret i8 %r
}

; The reverse is fine even for undef: add x, x may be any even number.
define i8 @src3(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}

define i8 @tgt3(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}
