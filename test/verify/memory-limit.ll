; The solver's memory is bounded (THESEUS_SOLVER_MEMORY_MB, default 4096): a check whose formulas
; grow past it ends unknown with the reason, never with a verdict. 16384 lanes of i64 products
; need far more than 40 MB.
; RUN: env THESEUS_SOLVER_MEMORY_MB=40 THESEUS_TEST_TIMEOUT=60 %expect-exit 2 %theseus verify %s --json | FileCheck %s
; CHECK: "verdict":"unknown","reason":"memory limit reached (40 MB)"

define <16384 x i64> @f(<16384 x i64> %a, <16384 x i64> %b) {
  %m = mul <16384 x i64> %a, %b
  ret <16384 x i64> %m
}
