; One shift row through the JIT, the evaluator on every case and SMT on every 4th (~50 queries).
; RUN: %theseus difftest-intrinsics --intrinsic llvm.x86.sse2.psrl.w --iterations 200 | FileCheck %s
; RUN: %theseus difftest-intrinsics --intrinsic llvm.x86.sse2.psrl.w --iterations 200 --json | FileCheck %s --check-prefix=JSON
; RUN: %expect-exit 4 %theseus difftest-intrinsics --intrinsic llvm.x86.nope 2>&1 | FileCheck %s --check-prefix=NOROW
; RUN: %expect-exit 4 %theseus difftest-intrinsics --iterations many 2>&1 | FileCheck %s --check-prefix=BADN

; CHECK: difftest: 200 cases per intrinsic, seed 1; the evaluator checks every case, SMT every 4th case; host features: {{(.* )?}}sse2
; CHECK-NEXT: llvm.x86.sse2.psrl.w: 200 cases, 0 mismatches (SMT on 50)
; CHECK-NEXT: difftest: 1 passed, 0 with mismatches, 0 skipped, 0 errors; 200 cases in

; JSON: {"name": "llvm.x86.sse2.psrl.w", "status": "passed", "cases": 200, "mismatches": 0, "smt_queries": 50, "immediate_variants": 1,
; JSON: {"summary": {"passed": 1, "mismatched": 0, "skipped": 0, "errors": 0, "cases": 200,

; NOROW: error: no x86 row named 'llvm.x86.nope'
; BADN: error: option --iterations expects a non-negative integer, not 'many'
