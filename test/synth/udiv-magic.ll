; udiv i16 %x, 515 becomes trunc(lshr(mul(zext x, 65155), 25)) with both constants found by CEGIS
; (seed 002, Algorithm 13.3.6). Only tti's code-size kind prices the division above the
; multiply (throughput prices udiv-by-constant as its own expansion), and the pool is limited to
; the four operations so that four new instructions stay searchable.
; RUN: %theseus synth %s --max-insts 4 --ops zext,mul,lshr,trunc --cost tti --cost-kind code-size --constants cegis -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: ; rewrite 1: cost 3, {{.*}} constants cegis
; CHECK: define i16 @tgt(i16 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = zext i16 %x to i32
; CHECK-NEXT: %t2 = mul i32 65155, %t1
; CHECK-NEXT: %t3 = lshr i32 %t2, 25
; CHECK-NEXT: %t4 = trunc i32 %t3 to i16
; CHECK-NEXT: ret i16 %t4
; VERIFY: correct

define i16 @src(i16 %x) {
entry:
  %r = udiv i16 %x, 515
  ret i16 %r
}
