; An incorrect rewrite (x + 1 -> x) exits 1 with a complete counterexample.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = 0x{{[0-9a-f]+}} ([[X:-?[0-9]+]])
; CHECK-NEXT: Source: i8 0x{{[0-9a-f]+}} ({{-?[0-9]+}})
; CHECK-NEXT: Target: i8 0x{{[0-9a-f]+}} ([[X]])
; CHECK-NOT: undef or freeze

define i8 @src(i8 noundef %x) {
  %r = add i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 noundef %x) {
  ret i8 %x
}
