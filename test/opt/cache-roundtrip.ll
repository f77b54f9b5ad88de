; The first run synthesizes and fills the cache; the second, cache-only, applies the cached
; rewrite after proving it again; both outputs are the same.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus opt %s -o %t.first.ll --cache %t.db 2> %t.first.err
; RUN: %expect-exit 0 %theseus opt %s -o %t.second.ll --cache %t.db --cache-only 2> %t.second.err
; RUN: diff %t.first.ll %t.second.ll
; RUN: FileCheck %s --check-prefix=FIRST < %t.first.err
; RUN: FileCheck %s --check-prefix=SECOND < %t.second.err
; RUN: FileCheck %s < %t.second.ll

; FIRST: 1 rewrites applied (0 cache hits, 1 misses, 1 synthesized)
; SECOND: 1 rewrites applied (1 cache hits, 0 misses, 0 synthesized)
; CHECK: %d = add i8 %{{x|y}}, %{{x|y}}

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
