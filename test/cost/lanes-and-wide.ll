; Lanes in and out of general registers (PEXTR, MOVD for lane 0, PINSR), a free bitcast, and the
; rest of i128: shifts by SHLD/SHRD, a multiply, comparisons, extensions and a select per half.
; RUN: %theseus isel %s | FileCheck %s

define i32 @extract(<4 x i32> %v) {
  %a = extractelement <4 x i32> %v, i32 2
  %b = extractelement <4 x i32> %v, i32 0
  %r = add i32 %a, %b
  ret i32 %r
}

define <8 x i16> @insert(<8 x i16> %v, i16 %x) {
  %r = insertelement <8 x i16> %v, i16 %x, i32 3
  ret <8 x i16> %r
}

define <4 x i32> @bitcast(<2 x i64> %v) {
  %r = bitcast <2 x i64> %v to <4 x i32>
  ret <4 x i32> %r
}

define i128 @shl128(i128 %a) {
  %r = shl i128 %a, 7
  ret i128 %r
}

define i128 @mul128(i128 %a, i128 %b) {
  %r = mul i128 %a, %b
  ret i128 %r
}

define i128 @min128(i128 %a, i128 %b) {
  %c = icmp ult i128 %a, %b
  %r = select i1 %c, i128 %a, i128 %b
  ret i128 %r
}

define i128 @widen(i64 %a) {
  %r = sext i64 %a to i128
  ret i128 %r
}

; CHECK: @extract (x86-64-v3): 3 instructions, uops 4, rthroughput 2, latency 3
; CHECK-NEXT:   VPEXTRDrr       %a = pextr(%v)               uops 2 lat 2 rthru 1  ; one lane into a general register
; CHECK-NEXT:   VMOVPDI2DIrr    %b = movd.lane0(%v)          uops 1 lat 1 rthru 1  ; lane 0 of dwords is MOVD
; CHECK-NEXT:   ADD32rr         %r = add.rr(%a, %b)          uops 1 lat 1 rthru 0.25  ; two-address add
; CHECK-NEXT: @insert (x86-64-v3): 1 instructions, uops 2, rthroughput 2, latency 2
; CHECK-NEXT:   VPINSRWrr       %r = pinsrw(%v, %x)          uops 2 lat 2 rthru 2  ; a word into one lane (SSE2)
; CHECK-NEXT: @bitcast (x86-64-v3): 0 instructions, uops 0, rthroughput 0, latency 0
; CHECK-NEXT: @shl128 (x86-64-v3): 2 instructions, uops 2, rthroughput 1, latency 4
; CHECK-NEXT:   SHLD64rri8      %r = shl.wide(%a)            uops 1 lat 3 rthru 1  ; i128 << c: SHLD into the high half, SHL the low half
; CHECK-NEXT:   SHL64ri         %r = shl.wide(%a)            uops 1 lat 1 rthru 0.5  ; i128 << c: SHLD into the high half, SHL the low half
; CHECK-NEXT: @mul128 (x86-64-v3): 6 instructions, uops 7, rthroughput 3, latency 13
; CHECK-NEXT:   MOV64rr         %r = mul.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 product: the full low product and two cross products
; CHECK-NEXT:   MUL64r          %r = mul.wide(%a, %b)        uops 2 lat 4 rthru 1  ; i128 product: the full low product and two cross products
; CHECK-NEXT:   IMUL64rr        %r = mul.wide(%a, %b)        uops 1 lat 3 rthru 1  ; i128 product: the full low product and two cross products
; CHECK-NEXT:   IMUL64rr        %r = mul.wide(%a, %b)        uops 1 lat 3 rthru 1  ; i128 product: the full low product and two cross products
; CHECK-NEXT:   ADD64rr         %r = mul.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 product: the full low product and two cross products
; CHECK-NEXT:   ADD64rr         %r = mul.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 product: the full low product and two cross products
; CHECK-NEXT: @min128 (x86-64-v3): 5 instructions, uops 8, rthroughput 2, latency 7
; CHECK-NEXT:   MOV64rr         %a = copy(%a)                uops 1 lat 1 rthru 0.25  ; a two-address instruction would overwrite a source that is still needed
; CHECK-NEXT:   CMP64rr         %c = cmp.wide(%a, %b)        uops 1 lat 1 rthru 0.25  ; i128 order: compare the low halves, subtract the high halves with the borrow
; CHECK-NEXT:   SBB64rr         %c = cmp.wide(%a, %b)        uops 2 lat 2 rthru 0.5  ; i128 order: compare the low halves, subtract the high halves with the borrow
; CHECK-NEXT:   CMOV64rr        %r = cmov.wide(%c, %a, %b)   uops 2 lat 2 rthru 0.5  ; an i128 select: one CMOV per half
; CHECK-NEXT:   CMOV64rr        %r = cmov.wide(%c, %a, %b)   uops 2 lat 2 rthru 0.5  ; an i128 select: one CMOV per half
; CHECK-NEXT: @widen (x86-64-v3): 2 instructions, uops 2, rthroughput 0.5, latency 2
; CHECK-NEXT:   MOV64rr         %r = sext.wide(%a)           uops 1 lat 1 rthru 0.25  ; to i128: the high half is the sign
; CHECK-NEXT:   SAR64ri         %r = sext.wide(%a)           uops 1 lat 1 rthru 0.5  ; to i128: the high half is the sign
