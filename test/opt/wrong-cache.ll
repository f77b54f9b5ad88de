; A cached rewrite that is wrong (the cache file was tampered with): without --trust-cache it is
; proved again, found incorrect, poisoned and not applied; with --trust-cache --verify-whole the
; whole-function check finds the result incorrect, exits 1 and writes nothing.
; RUN: rm -f %t.db %t.bad.ll
; RUN: %expect-exit 0 %theseus opt %s -o %t.first.ll --cache %t.db 2>/dev/null
; RUN: python3 %S/Inputs/corrupt_cache.py %t.db "add i8" "sub i8" | FileCheck %s --check-prefix=CORRUPT
; RUN: %expect-exit 1 %theseus opt %s -o %t.bad.ll --cache %t.db --cache-only --trust-cache --verify-whole 2>&1 | FileCheck %s --check-prefix=WHOLE
; RUN: not test -e %t.bad.ll
; RUN: %expect-exit 0 %theseus opt %s -o - --cache %t.db --cache-only --report %t.json 2>/dev/null | FileCheck %s --check-prefix=SAFE
; RUN: FileCheck %s --check-prefix=POISON < %t.json

; CORRUPT: corrupted {{[1-9]}} entries
; WHOLE: whole @g: incorrect
; WHOLE: error: a whole-function check did not prove the result; nothing written
; SAFE: %c = add i8 %b, %b
; POISON: "outcome":"poisoned"

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
