; The three models through one interface, as JSON; a select and a compare.
; RUN: %theseus cost --json --model isel %s | FileCheck %s --check-prefix=ISEL
; RUN: %theseus cost --json --model tti %s | FileCheck %s --check-prefix=TTI
; RUN: %theseus cost --json --model tti --cost-kind latency %s | FileCheck %s --check-prefix=TTI-LAT
; RUN: %theseus cost --json --model mca --mcpu znver3 %s | FileCheck %s --check-prefix=MCA

define i32 @smin(i32 %a, i32 %b) {
  %c = icmp slt i32 %a, %b
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define i32 @is_zero_and(i32 %a, i32 %b) {
  %m = and i32 %a, %b
  %c = icmp eq i32 %m, 0
  %r = zext i1 %c to i32
  ret i32 %r
}

; ISEL: {"function":"smin","model":"isel","mcpu":"x86-64-v3","cost":3,"uops":3,"rthroughput":0.75,"latency":3,"instructions":2}
; ISEL-NEXT: {"function":"is_zero_and","model":"isel","mcpu":"x86-64-v3","cost":3,"uops":3,"rthroughput":0.75,"latency":3,"instructions":3}
; TTI: {"function":"smin","model":"tti","mcpu":"x86-64-v3","cost":2,"instructions":2}
; TTI-NEXT: {"function":"is_zero_and","model":"tti","mcpu":"x86-64-v3","cost":3,"instructions":3}
; TTI-LAT: {"function":"smin","model":"tti","mcpu":"x86-64-v3","cost":2,"instructions":2}
; TTI-LAT-NEXT: {"function":"is_zero_and","model":"tti","mcpu":"x86-64-v3","cost":3,"instructions":3}
; MCA: {"function":"smin","model":"mca","mcpu":"znver3","cost":3,"uops":3,"rthroughput":0.5,"cycles":5,"instructions":3}
; MCA-NEXT: {"function":"is_zero_and","model":"mca","mcpu":"znver3","cost":3,"uops":3,"rthroughput":1,"cycles":5,"instructions":3}
