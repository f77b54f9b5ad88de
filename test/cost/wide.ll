; Legalization: i128 add is ADD+ADC on the halves, sub is SUB+SBB; a 512-bit vector add on an
; AVX2 CPU is two 256-bit VPADDD; an i8 add is promoted to a 32-bit ADD.
; RUN: %theseus isel %s | FileCheck %s

define i128 @add128(i128 %a, i128 %b) {
  %r = add i128 %a, %b
  ret i128 %r
}

define i128 @sub128(i128 %a, i128 %b) {
  %r = sub i128 %a, %b
  ret i128 %r
}

define <16 x i32> @add512(<16 x i32> %a, <16 x i32> %b) {
  %r = add <16 x i32> %a, %b
  ret <16 x i32> %r
}

define i8 @add8(i8 %a, i8 %b) {
  %r = add i8 %a, %b
  ret i8 %r
}

; CHECK: @add128 (x86-64-v3): 2 instructions, uops 3, rthroughput 0.75, latency 3
; CHECK-NEXT:   ADD64rr         %r = add.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 add: low halves, then high halves with the carry
; CHECK-NEXT:   ADC64rr         %r = add.wide(%a, %b)        uops 2 lat 2 rthru 0.5  ; i128 add: low halves, then high halves with the carry
; CHECK-NEXT: @sub128 (x86-64-v3): 2 instructions, uops 3, rthroughput 0.75, latency 3
; CHECK-NEXT:   SUB64rr         %r = sub.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 subtract: low halves, then high halves with the borrow
; CHECK-NEXT:   SBB64rr         %r = sub.wide(%a, %b)        uops 2 lat 2 rthru 0.5  ; i128 subtract: low halves, then high halves with the borrow
; CHECK-NEXT: @add512 (x86-64-v3): 2 instructions, uops 2, rthroughput 1, latency 1
; CHECK-NEXT:   VPADDDYrr       %r = padd(%a, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; CHECK-NEXT:   VPADDDYrr       %r = padd(%a, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; CHECK-NEXT: @add8 (x86-64-v3): 1 instructions, uops 1, rthroughput 0.25, latency 1
; CHECK-NEXT:   ADD32rr         %r = add.rr(%a, %b)          uops 1 lat 1 rthru 0.25  ; two-address add
