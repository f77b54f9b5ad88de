; Bad options are exit 4 with a message; the CPU is never the host's implicitly.
; RUN: %expect-exit 4 %theseus cost --model nope %s 2>&1 | FileCheck %s --check-prefix=MODEL
; RUN: %expect-exit 4 %theseus cost --mcpu not-a-cpu %s 2>&1 | FileCheck %s --check-prefix=CPU
; RUN: %expect-exit 4 %theseus cost --cost-kind latency %s 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: %expect-exit 4 %theseus isel --weights LEA64r %s 2>&1 | FileCheck %s --check-prefix=WEIGHTS

define i32 @f(i32 %a) {
  ret i32 %a
}

; MODEL: theseus cost: error: unknown cost model 'nope' (isel, tti, mca, ir)
; CPU: theseus cost: error: unknown CPU 'not-a-cpu' for x86_64-unknown-linux-gnu
; KIND: theseus cost: error: --cost-kind applies to --model tti only
; WEIGHTS: theseus isel: error: --weights expects OPCODE=UOPS,..., not 'LEA64r'
