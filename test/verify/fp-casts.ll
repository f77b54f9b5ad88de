; Casts: an int -> float -> int round trip is exact where the float holds every value
; (i16 through float), not where it does not (i32 through float); fpext then fptrunc is the
; identity, NaN payloads included among the allowed results.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct

define i16 @src(i16 %x) {
  %f = sitofp i16 %x to float
  %r = fptosi float %f to i16
  ret i16 %r
}

define i16 @tgt(i16 %x) {
  ret i16 %x
}

define i32 @src2(i32 %x) {
  %f = sitofp i32 %x to float
  %r = fptosi float %f to i32
  ret i32 %r
}

define i32 @tgt2(i32 %x) {
  ret i32 %x
}

define half @src3(half %x) {
  %d = fpext half %x to double
  %r = fptrunc double %d to half
  ret half %r
}

define half @tgt3(half %x) {
  ret half %x
}
