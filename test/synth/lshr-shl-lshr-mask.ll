; lshr 8, shl 16, lshr 8 on i32 keeps bits 8..23: and i32 %x, 0xFFFF00 (16776960).
; RUN: %theseus synth %s -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define i32 @tgt(i32 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = and i32 %x, 16776960
; CHECK-NEXT: ret i32 %t1
; VERIFY: correct

define i32 @src(i32 %x) {
entry:
  %a = lshr i32 %x, 8
  %b = shl i32 %a, 16
  %c = lshr i32 %b, 8
  ret i32 %c
}
