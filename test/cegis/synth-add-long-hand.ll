; `theseus synth --engine cegis`: x + y written the long way (carry-save: (x ^ y) + ((x & y) << 1))
; becomes one add, found by the component query and proved; theseus verify re-proves the -o
; module's @src => @tgt. The program is found at i8 by the narrow search (synth/cegis/Narrowing.h):
; two proofs, one at i8 and one of its widening at i32. A setting the engine does not read is an error (exit 4).
; RUN: %theseus synth --engine cegis %s --max-insts 3 --time-limit 30 -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 4 %theseus synth --engine cegis %s --flags 2>&1 | FileCheck %s --check-prefix=SETTING
; CHECK: ; synth @src (isel pruning, mca order, x86-64-v3): source cost
; CHECK: ; rewrite 1: cost {{[0-9.]+}}, precise cost {{[0-9.]+}}, constants cegis,
; CHECK: define i32 @tgt(i32 %x, i32 %y)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add i32 %{{[xy]}}, %{{[xy]}}
; CHECK-NEXT: ret i32 %t1
; CHECK: ; proofs: 2
; VERIFY: @src => @tgt
; VERIFY-NEXT: correct
; SETTING: theseus synth: error: the cegis engine has no setting 'flags'

define i32 @src(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
