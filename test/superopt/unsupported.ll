; Sources outside the supported fragment are refused with exit 3 and the reason.
; RUN: %expect-exit 3 %theseus superopt %s --function vec --max-len 1 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: %expect-exit 3 %theseus superopt %s --function mixed --max-len 1 2>&1 | FileCheck %s --check-prefix=MIXED
; RUN: %expect-exit 3 %theseus superopt %s --function vec --max-len 1 --ops add,udiv 2>&1 | FileCheck %s --check-prefix=VEC
; RUN: %expect-exit 3 %theseus superopt %s --function narrow --max-len 60 --consts 1,2,3,4,5 2>&1 | FileCheck %s --check-prefix=MANY
; VEC: unsupported: @vec: the source must return an integer of at most 64 bits
; MIXED: unsupported: @mixed: argument %y is not of the return type
; MANY: unsupported: @narrow: arguments + constants + --max-len above 64

define <2 x i8> @vec(<2 x i8> %x) {
  %r = add <2 x i8> %x, %x
  ret <2 x i8> %r
}

define i8 @mixed(i8 %x, i16 %y) {
  %t = trunc i16 %y to i8
  %r = add i8 %x, %t
  ret i8 %r
}

define i8 @narrow(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
