; Identities whose maybe-undef argument is read twice on both sides: x & ~(~x + 1) against
; x & (x - 1) & -2 is correct at every width (every value of the target, even, is one of the
; source's), proved by splitting on the argument's undef flag (the undef case is a small exists-
; forall query, the defined case quantifier-free); the reverse is incorrect, and only through the
; undef case (for a defined x both are x & (x - 1)): the target may be odd where the source
; cannot. Each is decided in well under a second; the 20 s limit is slack for a loaded machine.
; RUN: %expect-exit 1 %theseus verify %s --timeout-ms 20000 | FileCheck %s
; CHECK: @src8 => @tgt8
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src8r => @tgt8r
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK: i8 %x = undef
; CHECK: @src16 => @tgt16
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src16r => @tgt16r
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK: i16 %x = undef
; CHECK: @src32 => @tgt32
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src32r => @tgt32r
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK: i32 %x = undef

define i8 @src8(i8 %x) {
  %n = xor i8 %x, -1
  %a = add i8 %n, 1
  %b = xor i8 %a, -1
  %r = and i8 %x, %b
  ret i8 %r
}

define i8 @tgt8(i8 %x) {
  %d = add i8 %x, -1
  %e = and i8 %x, %d
  %r = and i8 %e, -2
  ret i8 %r
}

define i8 @src8r(i8 %x) {
  %d = add i8 %x, -1
  %e = and i8 %x, %d
  %r = and i8 %e, -2
  ret i8 %r
}

define i8 @tgt8r(i8 %x) {
  %n = xor i8 %x, -1
  %a = add i8 %n, 1
  %b = xor i8 %a, -1
  %r = and i8 %x, %b
  ret i8 %r
}

define i16 @src16(i16 %x) {
  %n = xor i16 %x, -1
  %a = add i16 %n, 1
  %b = xor i16 %a, -1
  %r = and i16 %x, %b
  ret i16 %r
}

define i16 @tgt16(i16 %x) {
  %d = add i16 %x, -1
  %e = and i16 %x, %d
  %r = and i16 %e, -2
  ret i16 %r
}

define i16 @src16r(i16 %x) {
  %d = add i16 %x, -1
  %e = and i16 %x, %d
  %r = and i16 %e, -2
  ret i16 %r
}

define i16 @tgt16r(i16 %x) {
  %n = xor i16 %x, -1
  %a = add i16 %n, 1
  %b = xor i16 %a, -1
  %r = and i16 %x, %b
  ret i16 %r
}

define i32 @src32(i32 %x) {
  %n = xor i32 %x, -1
  %a = add i32 %n, 1
  %b = xor i32 %a, -1
  %r = and i32 %x, %b
  ret i32 %r
}

define i32 @tgt32(i32 %x) {
  %d = add i32 %x, -1
  %e = and i32 %x, %d
  %r = and i32 %e, -2
  ret i32 %r
}

define i32 @src32r(i32 %x) {
  %d = add i32 %x, -1
  %e = and i32 %x, %d
  %r = and i32 %e, -2
  ret i32 %r
}

define i32 @tgt32r(i32 %x) {
  %n = xor i32 %x, -1
  %a = add i32 %n, 1
  %b = xor i32 %a, -1
  %r = and i32 %x, %b
  ret i32 %r
}
