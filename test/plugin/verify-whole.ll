; -theseus-verify-whole in the plugin: a tampered cache entry applied with -theseus-trust-cache is
; caught by the whole-function check, which ends the compilation (exit 1, no output); proved again
; (no trust), the entry is poisoned and the code left alone.
; RUN: rm -f %t.db %t.out.ll
; RUN: %theseus opt %s -o %t.first.ll --cache %t.db 2>/dev/null
; RUN: python3 %S/../opt/Inputs/corrupt_cache.py %t.db "add i8" "sub i8"
; RUN: not opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-trust-cache -theseus-verify-whole -S %s -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=FAIL
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-verify-whole -S %s -o - | FileCheck %s --check-prefix=SAFE

; FAIL: theseus: whole @g: incorrect
; FAIL: LLVM ERROR: theseus: a whole-function check did not prove the optimized code
; SAFE: %c = add i8 %b, %b

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
