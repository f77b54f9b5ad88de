; massalin's passes (synth/massalin/Passes.h): with a time limit, the whole operation set gets a
; quarter of it (at least 2 s); cut short there, the source's own operations (lshr, and, xor, shl) without constants
; and with classes reach the five-instruction exchange of bit fields ((x >> k) ^ x) & m = t,
; t ^ (t << k), which the whole set (nine operations and K) does not reach in 20 s. The answer is
; proved again by theseus verify (it is claimed shortest only when the time left after it exhausts
; the whole set's lengths up to 4). Neighbour: with --max-len 4 no program is printed (exit 2).
; RUN: %theseus superopt %s --max-len 5 --time-limit 6 > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 2 %theseus superopt %s --max-len 4 --time-limit 3 > %t.short || true
; RUN: FileCheck %s --check-prefix=NONE < %t.short

; CHECK: define i32 @tgt(i32 noundef %x, i32 noundef %m, i32 noundef %k)
; CHECK-DAG: lshr i32 %x, %k
; CHECK-DAG: shl i32
; CHECK: ; length: 5
; VERIFY: correct
; NONE-NOT: define
; NONE: ; length: none

define i32 @src(i32 noundef %x, i32 noundef %m, i32 noundef %k) {
  %hi = lshr i32 %x, %k
  %a = and i32 %hi, %m
  %b = and i32 %x, %m
  %t = xor i32 %a, %b
  %u = shl i32 %t, %k
  %r = xor i32 %t, %u
  ret i32 %r
}
