; mul x, 2 -> add x, x is incorrect: an undef x may take different values at each use.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = undef
; CHECK-NEXT: Source: i8 0x{{[0-9a-f]+}} ({{[0-9]+}})
; CHECK-NEXT: Target: i8 0x{{[0-9a-f]*[13579bdf]}} ({{[0-9]+}})
; CHECK-NEXT: (undef or freeze: the values shown are one possible choice)

define i8 @src(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
