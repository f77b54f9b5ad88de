; fp128 cuts: the concrete evaluator runs binary128 arithmetic in software, so the test vectors
; of an fp128 cut run and synthesis takes it (priced by tti: isel refuses fp128, a library call).
; x + -0.0 is x, and x * 1.0 is x, each proved again.
; RUN: %theseus synth %s --function addzero --cost tti --max-insts 1 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus synth %s --function mulone --cost tti --max-insts 1 -o %t2.ll | FileCheck %s --check-prefix=MUL
; RUN: %expect-exit 0 %theseus verify %t2.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define fp128 @tgt(fp128 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: ret fp128 %x
; MUL: define fp128 @tgt(fp128 %x)
; MUL-NEXT: entry:
; MUL-NEXT: ret fp128 %x
; VERIFY: correct

define fp128 @addzero(fp128 %x) {
entry:
  %r = fadd fp128 %x, 0xL00000000000000008000000000000000
  ret fp128 %r
}

define fp128 @mulone(fp128 %x) {
entry:
  %r = fmul fp128 %x, 0xL00000000000000003FFF000000000000
  ret fp128 %r
}
