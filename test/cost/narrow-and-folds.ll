; Narrow integers as LLVM promotes them, and the folds SelectionDAG makes before selection
; (docs/cost.md, "Selection"): an i4 logical shift extends both operands (AND r8), an i4 signed
; compare sign-extends (SHL + SAR r8), an i8 shift by a register goes through CL, an i16 logical
; shift is MOVZX + SHRX, x / x is the constant 1, a shift by the width is undef (no instruction),
; umin(3, smax(x, 4)) on i4 is 3 by known bits, and a division whose result is known stays.
; RUN: %theseus isel %s | FileCheck %s

define i4 @lshr4(i4 %x, i4 %y) {
  %r = lshr i4 %x, %y
  ret i4 %r
}

define i1 @slt4(i4 %x, i4 %y) {
  %r = icmp slt i4 %x, %y
  ret i1 %r
}

define i8 @shl8(i8 %x, i8 %y) {
  %r = shl i8 %x, %y
  ret i8 %r
}

define i16 @lshr16(i16 %x, i16 %y) {
  %r = lshr i16 %x, %y
  ret i16 %r
}

define i4 @selfdiv(i4 %x) {
  %r = sdiv i4 %x, %x
  ret i4 %r
}

define i4 @oversized(i4 %x) {
  %r = shl i4 %x, 4
  ret i4 %r
}

define i4 @knownbits(i4 %x) {
  %a = call i4 @llvm.smax.i4(i4 %x, i4 4)
  %r = call i4 @llvm.umin.i4(i4 3, i4 %a)
  ret i4 %r
}

define i4 @divisionstays(i4 %x) {
  %a = or i4 %x, 4
  %r = udiv i4 3, %a
  ret i4 %r
}

declare i4 @llvm.smax.i4(i4, i4)
declare i4 @llvm.umin.i4(i4, i4)

; CHECK: @lshr4 (x86-64-v3): 4 instructions, uops 6, rthroughput 1.5, latency 5
; CHECK-NEXT:   AND8ri          %x = promote.zext(%x)        uops 1 lat 1 rthru 0.25  ; a promoted operand read as unsigned: its register is zero-extended first (AND with the mask, or MOVZX)
; CHECK-NEXT:   AND8ri          %y = promote.zext(%y)        uops 1 lat 1 rthru 0.25  ; a promoted operand read as unsigned: its register is zero-extended first (AND with the mask, or MOVZX)
; CHECK-NEXT:   MOV32rr         %r = shr.cl(%x, %y)          uops 1 lat 1 rthru 0.25  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; CHECK-NEXT:   SHR8rCL         %r = shr.cl(%x, %y)          uops 3 lat 3 rthru 1  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; CHECK-NEXT: @slt4 (x86-64-v3): 6 instructions, uops 6, rthroughput 2.5, latency 4
; CHECK-NEXT:   SHL8ri          %x = promote.sext(%x)        uops 1 lat 1 rthru 0.5  ; a promoted operand read as signed: its register is sign-extended first (SHL then SAR, or MOVSX)
; CHECK-NEXT:   SAR8ri          %x = promote.sext(%x)        uops 1 lat 1 rthru 0.5  ; a promoted operand read as signed: its register is sign-extended first (SHL then SAR, or MOVSX)
; CHECK-NEXT:   SHL8ri          %y = promote.sext(%y)        uops 1 lat 1 rthru 0.5  ; a promoted operand read as signed: its register is sign-extended first (SHL then SAR, or MOVSX)
; CHECK-NEXT:   SAR8ri          %y = promote.sext(%y)        uops 1 lat 1 rthru 0.5  ; a promoted operand read as signed: its register is sign-extended first (SHL then SAR, or MOVSX)
; CHECK-NEXT:   CMP8rr          %r = cmp.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; a comparison sets EFLAGS
; CHECK-NEXT:   SETCCr          %r = setcc(%r)               uops 1 lat 1 rthru 0.5  ; a comparison in EFLAGS becomes an i1 in a byte register
; CHECK-NEXT: @shl8 (x86-64-v3): 2 instructions, uops 4, rthroughput 1, latency 4
; CHECK-NEXT:   MOV32rr         %r = shl.cl(%x, %y)          uops 1 lat 1 rthru 0.25  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; CHECK-NEXT:   SHL8rCL         %r = shl.cl(%x, %y)          uops 3 lat 3 rthru 1  ; without BMI2, or for 8 bits (no 8-bit SHLX), the count goes through CL
; CHECK-NEXT: @lshr16 (x86-64-v3): 2 instructions, uops 2, rthroughput 0.5, latency 2
; CHECK-NEXT:   MOVZX32rr16     %x = promote.zext(%x)        uops 1 lat 1 rthru 0.25  ; a promoted operand read as unsigned: its register is zero-extended first (AND with the mask, or MOVZX)
; CHECK-NEXT:   SHRX32rr        %r = shrx(%x, %y)            uops 1 lat 1 rthru 0.5  ; BMI2 logical shift by a register
; CHECK-NEXT: @selfdiv (x86-64-v3): 1 instructions, uops 1, rthroughput 0.25, latency 1
; CHECK-NEXT:   MOV32ri         1 = mov.imm(1)               uops 1 lat 1 rthru 0.25  ; a constant in a register costs one move
; CHECK-NEXT: @oversized (x86-64-v3): 0 instructions, uops 0, rthroughput 0, latency 0
; CHECK-NEXT: @knownbits (x86-64-v3): 1 instructions, uops 1, rthroughput 0.25, latency 1
; CHECK-NEXT:   MOV32ri         3 = mov.imm(3)               uops 1 lat 1 rthru 0.25  ; a constant in a register costs one move
; CHECK-NEXT: @divisionstays (x86-64-v3): 5 instructions, uops 13, rthroughput 3.25, latency 25
; CHECK-NEXT:   MOV32ri         3 = mov.imm(3)               uops 1 lat 1 rthru 0.25  ; a constant in a register costs one move
; CHECK-NEXT:   OR32ri          %a = or.ri(%x)               uops 1 lat 1 rthru 0.25  ; an imm32 folds into the or
; CHECK-NEXT:   AND8ri          %a = promote.zext(%a)        uops 1 lat 1 rthru 0.25  ; a promoted operand read as unsigned: its register is zero-extended first (AND with the mask, or MOVZX)
; CHECK-NEXT:   MOVZX32rr8      %r = udiv.promoted(3, %a)    uops 1 lat 1 rthru 0.25  ; a promoted unsigned divide: AX = zext a, DIV r8
; CHECK-NEXT:   DIV8r           %r = udiv.promoted(3, %a)    uops 9 lat 22 rthru 1  ; a promoted unsigned divide: AX = zext a, DIV r8
