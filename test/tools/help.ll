; `theseus --help` lists every registered verb; an unknown verb or no verb is bad input (exit 4).
; RUN: %theseus --help | FileCheck %s
; RUN: %expect-exit 4 %theseus no-such-verb 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: %expect-exit 4 %theseus | FileCheck %s
; CHECK: usage: theseus VERB
; CHECK-DAG: {{^}}  cost each function's cost
; CHECK-DAG: {{^}}  isel 
; CHECK-DAG: {{^}}  list-intrinsics 
; CHECK-DAG: {{^}}  superopt 
; CHECK-DAG: {{^}}  verify check that a target function refines
; CHECK: exit codes
; UNKNOWN: theseus: error: unknown verb 'no-such-verb'
