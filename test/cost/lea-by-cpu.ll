; a + (b << 3) + 16. LLVM 19's scheduling models price a three-operand LEA at 1 uop on skylake and
; 2 uops on znver3, yet skylake's CPU description carries the tuning `slow-3ops-lea` (LLVM's code
; generator splits such LEAs there), so isel selects LEA+ADD on skylake and one LEA on znver3,
; as llc does; mca on the generated code agrees.
; RUN: %theseus isel --mcpu znver3 %s | FileCheck %s --check-prefix=ZN3
; RUN: %theseus isel --mcpu skylake %s | FileCheck %s --check-prefix=SKL
; RUN: %theseus cost --model mca --mcpu znver3 %s | FileCheck %s --check-prefix=MCA-ZN3
; RUN: %theseus cost --model mca --mcpu skylake %s | FileCheck %s --check-prefix=MCA-SKL

define i64 @f(i64 %a, i64 %b) {
  %s = shl i64 %b, 3
  %t = add i64 %a, %s
  %r = add i64 %t, 16
  ret i64 %r
}

; ZN3: @f (znver3): 1 instructions, uops 2, rthroughput 0.333333, latency 2
; ZN3-NEXT:   LEA64r          %r = lea.base_index_disp(%a, %s) uops 2 lat 2 rthru 0.25  ; base + index*scale + disp: a three-operand LEA
; SKL: @f (skylake): 2 instructions, uops 2, rthroughput 0.5, latency 2
; SKL-NEXT:   LEA64r          %t = lea.base_index(%a, %s)  uops 1 lat 1 rthru 0.5  ; base + index*scale in one LEA
; SKL-NEXT:   ADD64ri32       %r = add.ri(%t)              uops 1 lat 1 rthru 0.25  ; an imm32 folds into the add
; MCA-ZN3: @f: mca znver3 cost 2 (uops 2, rthroughput 0.333333, cycles 5, instructions 1)
; MCA-SKL: @f: mca skylake cost 2 (uops 2, rthroughput 0.5, cycles 5, instructions 2)
