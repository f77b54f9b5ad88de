; Cache-only (the fast compile mode) never synthesizes: with an empty cache the function is left
; alone; once `theseus opt` filled the cache, the plugin applies the (re-proved) cached rewrite,
; configured by cl::opt or by the environment (for clang).
; RUN: rm -f %t.empty.db %t.db
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.empty.db -theseus-cache-only -S %s -o - | FileCheck %s --check-prefix=EMPTY
; RUN: %theseus opt %s -o %t.ignored.ll --cache %t.db
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -S %s -o - | FileCheck %s --check-prefix=WARM
; RUN: env THESEUS_CACHE=%t.db THESEUS_CACHE_ONLY=1 opt-19 -load-pass-plugin %plugin -passes=theseus -S %s -o - | FileCheck %s --check-prefix=WARM

; EMPTY: %c = add i8 %b, %b
; WARM-LABEL: define i8 @g(
; WARM-NEXT: %d = add i8 %{{x|y}}, %{{x|y}}
; WARM-NEXT: ret i8 %d

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
