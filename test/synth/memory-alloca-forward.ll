; A cut with memory through a local alloca: the low byte of a just-stored i32 is its truncation
; (store-to-load forwarding at another type). The alloca, its store and load are the cut's own;
; the rewrite reads no memory. Both loads of the same bytes, the second is the first.
; RUN: %theseus synth %s --function forward --max-insts 1 --time-limit 30 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function twice --max-insts 1 --time-limit 30 | FileCheck %s --check-prefix=TWICE
; CHECK: define i8 @tgt(i32 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = trunc i32 %x to i8
; CHECK-NEXT: ret i8 %t1
; VERIFY: correct
; TWICE: define i32 @tgt(ptr %p)
; TWICE-NEXT: entry:
; TWICE-NEXT: %a = load i32, ptr %p, align 4
; TWICE-NEXT: %t1 = {{add i32 %a, %a|shl i32 %a, 1}}
; TWICE-NEXT: ret i32 %t1

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i8 @forward(i32 %x) {
entry:
  %m = alloca i32, align 4
  store i32 %x, ptr %m, align 4
  %b = load i8, ptr %m, align 4
  %r = xor i8 %b, 0
  ret i8 %r
}

define i32 @twice(ptr %p) {
entry:
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %r = add i32 %a, %b
  ret i32 %r
}
