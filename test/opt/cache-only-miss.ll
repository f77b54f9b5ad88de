; Cache-only never synthesizes: with an empty cache nothing changes.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus opt %s -o - --cache %t.db --cache-only 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=LOG < %t.err

; CHECK: %c = add i8 %b, %b
; LOG: 0 rewrites applied (0 cache hits, {{[1-9][0-9]*}} misses, 0 synthesized)

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
