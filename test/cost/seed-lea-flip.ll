; Seed 004's worked example: add(mul(x, 4), y) with two hand-made cost sets. With
; MUL4=3 SHL2=1 ADD=1 LEA4=3 the cheapest cover is SHL+ADD (2); with LEA4=1 it is one LEA (1).
; The seed's model has no register copies (MOV64rr=0 keeps it so whatever the liveness).
; RUN: %theseus isel --weights IMUL64rri32=3,SHL64ri=1,ADD64rr=1,LEA64r=3,MOV64rr=0 %s | FileCheck %s --check-prefix=SET1
; RUN: %theseus isel --weights IMUL64rri32=3,SHL64ri=1,ADD64rr=1,LEA64r=1,MOV64rr=0 %s | FileCheck %s --check-prefix=SET2

define i64 @f(i64 %x, i64 %y) {
  %m = mul i64 %x, 4
  %r = add i64 %m, %y
  ret i64 %r
}

; SET1: @f (x86-64-v3): 2 instructions, uops 2, rthroughput 0.5, latency 0
; SET1-NEXT:   SHL64ri         %m = shl.scalemul(%x)        uops 1 lat 0 rthru 0  ; a multiply by a power of two is a shift
; SET1-NEXT:   ADD64rr         %r = add.rr(%m, %y)          uops 1 lat 0 rthru 0  ; two-address add
; SET2: @f (x86-64-v3): 1 instructions, uops 1, rthroughput 0.25, latency 0
; SET2-NEXT:   LEA64r          %r = lea.base_index(%y, %m)  uops 1 lat 0 rthru 0  ; base + index*scale in one LEA
