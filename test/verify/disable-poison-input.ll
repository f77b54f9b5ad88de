; --disable-poison-input (Alive2's -disable-poison-input): arguments are never poison. A branch on
; an argument is then defined when it cannot be undef either.
; RUN: %expect-exit 1 %theseus verify %s --disable-undef-input | FileCheck %s --check-prefix=POISON
; RUN: %theseus verify %s --disable-undef-input --disable-poison-input | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --disable-poison-input | FileCheck %s --check-prefix=UNDEF
; POISON: incorrect: Source is more defined than target
; CORRECT: {{^}}correct{{$}}
; UNDEF: incorrect: Source is more defined than target

define i8 @src(i8 %x) {
  ret i8 0
}

define i8 @tgt(i8 %x) {
  %c = icmp ne i8 %x, 5
  br i1 %c, label %a, label %b
a:
  ret i8 0
b:
  ret i8 0
}
