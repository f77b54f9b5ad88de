; LangRef 19: a `returned` parameter is what the function returns. An undef argument is some value,
; so the reading of it that equals the returned value is the one taken: adding `returned` to an
; argument the function returns is correct even where it may be undef (Alive2's
; attrs/returned-2.srctgt.ll, @src3 -> @tgt3), while returning anything else is still poison for
; a defined argument, and a range still applies to the argument.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target is more poisonous than source

define <2 x i4> @src(<2 x i4> %0) {
  ret <2 x i4> %0
}

define <2 x i4> @tgt(<2 x i4> returned %0) {
  ret <2 x i4> %0
}

define i8 @src2(i8 %x) {
  %y = add i8 %x, 0
  ret i8 %y
}

define i8 @tgt2(i8 returned %x) {
  ret i8 %x
}

define <2 x i4> @src3(<2 x i4> %0) {
  ret <2 x i4> %0
}

define <2 x i4> @tgt3(<2 x i4> returned %0) {
  ret <2 x i4> <i4 0, i4 1>
}

define i8 @src4(i8 %x) {
  ret i8 %x
}

define i8 @tgt4(i8 returned range(i8 0, 4) %x) {
  ret i8 %x
}
