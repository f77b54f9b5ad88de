; x & (x - 1) written long-hand (the decrement as ~(~x + 1)) becomes `and x, (add x, C)` with
; C = -1 solved by CEGIS (issue 20, item 5). The answer's sketch is priced 2 with its placeholder
; constant and so comes after about a thousand cheaper-priced candidates of its level (isel
; prices the concrete answer 1: blsr); phase 3 gives every sketch a short slice first, so the
; sketches with symbolic divisors among them no longer hold it back. Found after 1.0 s on this
; two-core machine, 1.2-2.6 s with it loaded; the limit keeps a 3x margin over the slowest.
; RUN: %theseus synth %s --max-insts 2 --time-limit 10 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 1, {{.*}} constants cegis
; CHECK: define i32 @tgt(i32 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add i32 %x, -1
; CHECK-NEXT: %t2 = and i32 %x, %t1
; CHECK-NEXT: ret i32 %t2
; VERIFY: correct

define i32 @src(i32 %x) {
entry:
  %n = xor i32 %x, -1
  %m = add i32 %n, 1
  %a = xor i32 %m, -1
  %r = and i32 %x, %a
  ret i32 %r
}
