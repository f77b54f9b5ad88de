; A query "forall src's readings" gets three implied instances (every reading zero, all ones, all
; ones but the top bit; the last two NaNs for a float): when one is false the query is decided
; without quantifier instantiation. fptoui of an undef float is poison on a NaN reading, so the
; expansion of fptoui into fptosi (Alive2's fp/fptoui) is correct, decided at once; the instances
; never decide a satisfiable query: fptosi for fptoui is incorrect (poison at 2^31), and so is a target
; that differs from src only where the operand is all ones but the top bit (a NaN: src poison,
; so correct) versus zero (incorrect: src is 0 there).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}incorrect: Value mismatch

define i32 @src(float %f) {
  %r = fptoui float %f to i32
  ret i32 %r
}

define i32 @tgt(float %f) {
  %reduced = fsub float %f, 2147483648.0
  %reduced_int = fptosi float %reduced to i32
  %big = or i32 %reduced_int, 2147483648
  %small = fptosi float %f to i32
  %is_big = fcmp oge float %f, 2147483648.0
  %r = select i1 %is_big, i32 %big, i32 %small
  ret i32 %r
}

define i32 @src2(float %f) {
  %r = fptoui float %f to i32
  ret i32 %r
}

define i32 @tgt2(float %f) {
  %r = fptosi float %f to i32
  ret i32 %r
}

define i32 @src3(float %f) {
  %r = fptoui float %f to i32
  ret i32 %r
}

define i32 @tgt3(float %f) {
  %b = bitcast float %f to i32
  %nan = icmp eq i32 %b, 2147483647
  %u = fptoui float %f to i32
  %r = select i1 %nan, i32 7, i32 %u
  ret i32 %r
}

define i32 @src4(float %f) {
  %r = fptoui float %f to i32
  ret i32 %r
}

define i32 @tgt4(float %f) {
  %b = bitcast float %f to i32
  %zero = icmp eq i32 %b, 0
  %u = fptoui float %f to i32
  %r = select i1 %zero, i32 7, i32 %u
  ret i32 %r
}
