; (x << 3) >>u 3 on i128: and with 2^125 - 1. i128 division templates whose constants the solver
; cannot find within --constant-timeout-ms are given up as unknown, not waited for.
; RUN: %theseus synth %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define i128 @tgt(i128 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = and i128 %x, 42535295865117307932921825928971026431
; CHECK-NEXT: ret i128 %t1
; VERIFY: correct

define i128 @src(i128 %x) {
entry:
  %a = shl i128 %x, 3
  %b = lshr i128 %a, 3
  ret i128 %b
}
