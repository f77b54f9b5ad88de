; Division: by a register it is DIV/IDIV with the dividend in EDX:EAX (dozens of uops in the
; scheduling model); by a constant it is LLVM's multiply by a magic number, far cheaper.
; RUN: %theseus cost %s | FileCheck %s --check-prefix=ISEL
; RUN: %theseus cost --model mca %s | FileCheck %s --check-prefix=MCA

define i32 @udiv_reg(i32 %a, i32 %b) {
  %r = udiv i32 %a, %b
  ret i32 %r
}

define i32 @udiv_const(i32 %a) {
  %r = udiv i32 %a, 7
  ret i32 %r
}

define i64 @srem_const(i64 %a) {
  %r = srem i64 %a, 10
  ret i64 %r
}

; ISEL: @udiv_reg: isel x86-64-v3 cost 34 (uops 34, rthroughput 8.5, latency 100, instructions 3)
; ISEL-NEXT: @udiv_const: isel x86-64-v3 cost 3 (uops 3, rthroughput 1, latency 5, instructions 3)
; ISEL-NEXT: @srem_const: isel x86-64-v3 cost 10 (uops 10, rthroughput 2.5, latency 14, instructions 9)
; MCA: @udiv_reg: mca x86-64-v3 cost 34 (uops 34, rthroughput 8.5, cycles 102, instructions 3)
; MCA-NEXT: @udiv_const: mca x86-64-v3 cost 7 (uops 7, rthroughput 1.75, cycles 12, instructions 7)
; MCA-NEXT: @srem_const: mca x86-64-v3 cost 12 (uops 12, rthroughput 3, cycles 15, instructions 11)
