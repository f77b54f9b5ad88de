; clang-19 -O3 -fpass-plugin runs the pass last in its optimization pipeline (value names are
; discarded there, which the rewrite's export must survive); THESEUS_DISABLE=1 turns it off.
; RUN: env THESEUS_NO_CACHE=1 clang-19 -O3 -fpass-plugin=%plugin -S -emit-llvm -x ir %s -o - | FileCheck %s
; RUN: env THESEUS_DISABLE=1 clang-19 -O3 -fpass-plugin=%plugin -S -emit-llvm -x ir %s -o - | FileCheck %s --check-prefix=OFF

; CHECK-LABEL: define {{.*}}i32 @sum(
; CHECK-NEXT: add i32
; CHECK-NEXT: ret i32
; OFF-LABEL: define {{.*}}i32 @sum(
; OFF: shl i32

target triple = "x86_64-pc-linux-gnu"

define i32 @sum(i32 noundef %x, i32 noundef %y) {
  %a = xor i32 %x, %y
  %b = and i32 %x, %y
  %c = shl i32 %b, 1
  %d = add i32 %a, %c
  ret i32 %d
}
