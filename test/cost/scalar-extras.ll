; Scalar rules beyond add/sub/mul: rotate, double shift, ADC on a carry, the high half of a
; product, leading zeros, a signed minimum, a 64-bit constant.
; RUN: %theseus isel %s | FileCheck %s

define i32 @rotl(i32 %a) {
  %r = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 5)
  ret i32 %r
}

define i64 @shld(i64 %a, i64 %b) {
  %r = call i64 @llvm.fshl.i64(i64 %a, i64 %b, i64 13)
  ret i64 %r
}

define i32 @adc(i32 %a, i32 %b, i32 %x, i32 %y) {
  %c = icmp ult i32 %x, %y
  %z = zext i1 %c to i32
  %s = add i32 %a, %b
  %r = add i32 %s, %z
  ret i32 %r
}

define i64 @mulhu(i64 %a, i64 %b) {
  %az = zext i64 %a to i128
  %bz = zext i64 %b to i128
  %p = mul i128 %az, %bz
  %h = lshr i128 %p, 64
  %r = trunc i128 %h to i64
  ret i64 %r
}

define i32 @clz(i32 %a) {
  %r = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  ret i32 %r
}

define i32 @smin(i32 %a, i32 %b) {
  %r = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  ret i32 %r
}

define i64 @bigconst(i64 %a) {
  %r = and i64 %a, 1152921504606846975
  ret i64 %r
}

declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i64 @llvm.fshl.i64(i64, i64, i64)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.smin.i32(i32, i32)

; CHECK: @rotl (x86-64-v3): 1 instructions, uops 1, rthroughput 0.5, latency 1
; CHECK-NEXT:   RORX32ri        %r = rorx.l(%a)              uops 1 lat 1 rthru 0.5  ; BMI2: a rotate left by c is RORX by width - c, three-address
; CHECK-NEXT: @shld (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 3
; CHECK-NEXT:   SHLD64rri8      %r = shld.ri(%a, %b)         uops 1 lat 3 rthru 1  ; the high half of (a:b) << c is SHLD
; CHECK-NEXT: @adc (x86-64-v3): 2 instructions, uops 3, rthroughput 0.75, latency 3
; CHECK-NEXT:   CMP32rr         %c = cmp.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; a comparison sets EFLAGS
; CHECK-NEXT:   ADC32rr         %r = adc(%a, %b, %c)         uops 2 lat 2 rthru 0.5  ; a + b + carry is ADC
; CHECK-NEXT: @mulhu (x86-64-v3): 2 instructions, uops 3, rthroughput 1, latency 5
; CHECK-NEXT:   MOV64rr         %r = mulhu.64(%a, %b)        uops 1 lat 1 rthru 0.25  ; the high 64 bits of an unsigned product: MUL leaves them in RDX
; CHECK-NEXT:   MUL64r          %r = mulhu.64(%a, %b)        uops 2 lat 4 rthru 1  ; the high 64 bits of an unsigned product: MUL leaves them in RDX
; CHECK-NEXT: @clz (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 3
; CHECK-NEXT:   LZCNT32rr       %r = lzcnt(%a)               uops 1 lat 3 rthru 1  ; count leading zeros
; CHECK-NEXT: @smin (x86-64-v3): 2 instructions, uops 3, rthroughput 0.75, latency 3
; CHECK-NEXT:   CMP32rr         %r = smin(%a, %b)            uops 1 lat 1 rthru 0.25  ; signed minimum: CMP then CMOV
; CHECK-NEXT:   CMOV32rr        %r = smin(%a, %b)            uops 2 lat 2 rthru 0.5  ; signed minimum: CMP then CMOV
; CHECK-NEXT: @bigconst (x86-64-v3): 2 instructions, uops 2, rthroughput 0.5, latency 2
; CHECK-NEXT:   MOV64ri         1152921504606846975 = mov.imm64(1152921504606846975) uops 1 lat 1 rthru 0.25  ; a constant beyond imm32 is a 64-bit move
; CHECK-NEXT:   AND64rr         %r = and.rr(%a, 1152921504606846975) uops 1 lat 1 rthru 0.25  ; bitwise and
