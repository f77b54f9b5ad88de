; Cuts with memory applied (docs/realcode.md, "Cuts with memory"): two byte loads combined into
; an i16 become one i16 load, and a byte read back from a local alloca becomes a truncation of
; what was stored. The load before a call that may write stays an input of its cut (the call
; could change the bytes between the load and the root), so nothing there reads memory anew.
; --verify-whole then proves each changed function refines the original with the memory model.
; --objective ir: llc already combines the loads and forwards the store, so the machine-code
; objective sees no gain here.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --cache %t.db --objective ir --time-limit 30 --verify-whole 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; Without memory cuts the loads are inputs and nothing here is applied.
; RUN: %expect-exit 0 %theseus opt %s -o %t.none.ll --no-cache --no-memory-cuts --objective ir --time-limit 5 2> %t.none.err
; RUN: FileCheck %s --check-prefix=NONE < %t.none.err

; CHECK-LABEL: define i16 @merge(ptr %p)
; CHECK-NEXT: %r = load i16, ptr %p, align 1
; CHECK-NEXT: ret i16 %r
; CHECK-LABEL: define i8 @forward(i32 %x)
; CHECK: %r = trunc i32 %x to i8
; CHECK-NEXT: ret i8 %r
; CHECK-LABEL: define i32 @clobbered(ptr %p)
; CHECK-NEXT: %a = load i32, ptr %p, align 4
; CHECK-NEXT: call void @g(ptr %p)
; LOG: whole @merge: correct
; LOG: whole @forward: correct
; NONE: 0 rewrites applied

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

define i16 @merge(ptr %p) {
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %a = load i8, ptr %p, align 1
  %b = load i8, ptr %q, align 1
  %x = zext i8 %a to i16
  %y = zext i8 %b to i16
  %s = shl nuw i16 %y, 8
  %r = or disjoint i16 %s, %x
  ret i16 %r
}

define i8 @forward(i32 %x) {
  %m = alloca i32, align 4
  store i32 %x, ptr %m, align 4
  %b = load i8, ptr %m, align 4
  %r = xor i8 %b, 0
  ret i8 %r
}

declare void @g(ptr)

define i32 @clobbered(ptr %p) {
  %a = load i32, ptr %p, align 4
  call void @g(ptr %p)
  %b = mul i32 %a, %a
  ret i32 %b
}
