; Bad plugin settings never break the compilation: a malformed number is a warning (the default
; is used), an unreachable cache is a warning (the pass runs without a cache; cache-only then does
; nothing).
; RUN: env THESEUS_DEPTH=deep THESEUS_NO_CACHE=1 THESEUS_ENGINE=massalin opt-19 -load-pass-plugin %plugin -passes=theseus -S %s -o - 2> %t.err | FileCheck %s --check-prefix=OPT
; RUN: FileCheck %s --check-prefix=DEPTH < %t.err
; RUN: env THESEUS_CACHE=redis://127.0.0.1:1 THESEUS_CACHE_ONLY=1 opt-19 -load-pass-plugin %plugin -passes=theseus -S %s -o - 2> %t.err2 | FileCheck %s --check-prefix=SAME
; RUN: FileCheck %s --check-prefix=CACHE < %t.err2

; DEPTH: theseus plugin: warning: THESEUS_DEPTH='deep' is not a number; using the default
; OPT: %d = add i32 %{{x|y}}, %{{x|y}}
; CACHE: theseus plugin: warning: {{.*}}; running without a cache
; SAME: shl i32 %b, 1

define i32 @f1(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
