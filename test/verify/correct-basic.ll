; A correct rewrite (x + 0 -> x) prints `correct` and exits 0.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: ----------------------------------------
; CHECK-NEXT: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

define i32 @src(i32 %x) {
  %r = add i32 %x, 0
  ret i32 %r
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
