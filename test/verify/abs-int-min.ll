; abs(x, true) is poison at INT_MIN: abs(x, true) -> abs(x, false) is correct, the reverse is not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = 0x80 (128, -128)
; CHECK-NEXT: Source: i8 0x80 (128, -128)
; CHECK-NEXT: Target: i8 poison

declare i8 @llvm.abs.i8(i8, i1)

define i8 @src(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %a
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %a
}

; abs(x, false) is the wrapping select.
define i8 @src2(i8 noundef %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %a
}

define i8 @tgt2(i8 noundef %x) {
  %n = sub i8 0, %x
  %c = icmp slt i8 %x, 0
  %a = select i1 %c, i8 %n, i8 %x
  ret i8 %a
}

; abs(x, true) matches the select with sub nsw.
define i8 @src3(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %a
}

define i8 @tgt3(i8 %x) {
  %n = sub nsw i8 0, %x
  %c = icmp slt i8 %x, 0
  %a = select i1 %c, i8 %n, i8 %x
  ret i8 %a
}

define i8 @src4(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 false)
  ret i8 %a
}

define i8 @tgt4(i8 %x) {
  %a = call i8 @llvm.abs.i8(i8 %x, i1 true)
  ret i8 %a
}
