; freeze: adding or merging freezes is correct; removing one is not (the target gets more poisonous).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = poison
; CHECK-NEXT: Source: i8 0x{{[0-9a-f]+}}
; CHECK-NEXT: Target: i8 poison

define i8 @src(i8 %x) {
  ret i8 %x
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @src2(i8 %x) {
  %f = freeze i8 %x
  %g = freeze i8 %f
  ret i8 %g
}

define i8 @tgt2(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @src3(i8 %x) {
  %f = freeze i8 %x
  ret i8 %f
}

define i8 @tgt3(i8 %x) {
  ret i8 %x
}
