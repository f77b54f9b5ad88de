; Cross-validation: @tgt runs through the JIT, @src through the evaluator. A correct split of a
; 512-bit shift passes; an arithmetic shift in place of a logical one is caught (exit 1) with the
; inputs and the results.
; RUN: %theseus difftest-intrinsics --cross %S/Inputs/cross-psrl-w-512.ll --iterations 300 | FileCheck %s
; RUN: %expect-exit 1 %theseus difftest-intrinsics --cross %S/Inputs/wrong-psra-for-psrl.ll --iterations 300 | FileCheck %s --check-prefix=WRONG
; RUN: %expect-exit 4 %theseus difftest-intrinsics --cross %S/Inputs/missing.ll 2>&1 | FileCheck %s --check-prefix=MISSING

; CHECK: cross-psrl-w-512.ll: @src vs JIT of @tgt: 300 cases, 0 mismatches
; CHECK: difftest: 1 passed, 0 with mismatches

; WRONG: mismatch: @src
; WRONG-NEXT: input 0: <32 x i16> <i16
; WRONG-NEXT: input 1: <8 x i16> <i16
; WRONG-NEXT: jit: [0x
; WRONG-NEXT: evaluator: [0x{{.*}} (differs)
; WRONG: wrong-psra-for-psrl.ll: @src vs JIT of @tgt: 300 cases, {{[1-9][0-9]*}} mismatches
; WRONG: difftest: 0 passed, 1 with mismatches

; MISSING: missing.ll: error: no such file or directory
