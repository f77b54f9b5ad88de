; x + 1 is already minimal: nothing of length 0 refines it, and length 1 prints it back.
; RUN: %theseus superopt %s --max-len 1 | FileCheck %s
; RUN: %expect-exit 2 %theseus superopt %s --max-len 0 | FileCheck %s --check-prefix=NONE
; CHECK: define i8 @tgt(i8 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add i8 %x, 1
; CHECK-NEXT: ret i8 %t1
; CHECK: ; length: 1
; NONE-NOT: define
; NONE: ; length: none

define i8 @src(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
