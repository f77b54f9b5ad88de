; A cut with memory (docs/realcode.md, "Cuts with memory"): two narrow loads of adjacent bytes
; combined little-endian are one wide load. minotaur's pool has a load template through the
; pointer input, its test vectors carry memory (semantics/ConcreteMemory.h), and the verifier
; proves the wide load in bounds wherever both narrow loads are (inbounds keeps the second byte in
; the same block).
; RUN: %theseus synth %s --max-insts 1 --time-limit 30 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 1
; CHECK: define i16 @tgt(ptr %p)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = load i16, ptr %p, align 1
; CHECK-NEXT: ret i16 %t1
; VERIFY: correct

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i16 @src(ptr %p) {
entry:
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %a = load i8, ptr %p, align 1
  %b = load i8, ptr %q, align 1
  %x = zext i8 %a to i16
  %y = zext i8 %b to i16
  %s = shl nuw i16 %y, 8
  %r = or disjoint i16 %s, %x
  ret i16 %r
}
