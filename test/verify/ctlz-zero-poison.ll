; ctlz(x, true) is poison at 0, so ctlz(x, true) -> ctlz(x, false) is correct and the reverse is not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = 0x00 (0)
; CHECK-NEXT: Source: i8 0x08 (8)
; CHECK-NEXT: Target: i8 poison

declare i8 @llvm.ctlz.i8(i8, i1)

define i8 @src(i8 %x) {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %r
}

define i8 @src2(i8 %x) {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
  %r = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  ret i8 %r
}
