; Smoke run of the Hacker's Delight bench (bench/superopt/hd): P1, turn off the rightmost 1 bit,
; at i32 is x & (x - 1).
; RUN: %theseus superopt %S/../../bench/superopt/hd/p01.ll --max-len 2 | FileCheck %s
; CHECK: %t1 = add i32 %x, -1
; CHECK-NEXT: %t2 = and i32 %x, %t1
; CHECK: ; length: 2
