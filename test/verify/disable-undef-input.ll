; --disable-undef-input (Alive2's -disable-undef-input): arguments may be poison but not undef.
; x + x reads an undef x twice, so it may be odd where x << 1 may not: incorrect with undef inputs,
; correct without.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s --check-prefix=UNDEF
; RUN: %theseus verify %s --disable-undef-input | FileCheck %s --check-prefix=NOUNDEF
; UNDEF: incorrect
; UNDEF: undef
; NOUNDEF: correct

define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = add i8 %x, %x
  ret i8 %r
}
