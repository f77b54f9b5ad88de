; range() on src's return value makes out-of-range results poison, so tgt may differ there.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}

define range(i8 0, 16) i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %r = and i8 %x, 15
  ret i8 %r
}

declare i8 @llvm.ctpop.i8(i8)

; range on an intrinsic call result.
define i1 @src2(i8 %x) {
  %p = call range(i8 0, 4) i8 @llvm.ctpop.i8(i8 %x)
  %r = icmp ult i8 %p, 4
  ret i1 %r
}

define i1 @tgt2(i8 %x) {
  ret i1 true
}
