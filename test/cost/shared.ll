; DAG sharing: %x has two users and is computed (and paid) once; the tree copy would pay IMUL twice.
; RUN: %theseus isel %s | FileCheck %s

define i32 @shared(i32 %a, i32 %b) {
  %x = mul i32 %a, %b
  %y = add i32 %x, 7
  %z = xor i32 %x, %y
  ret i32 %z
}

define i32 @unshared(i32 %a, i32 %b) {
  %x = mul i32 %a, %b
  %x2 = mul i32 %a, %b
  %y = add i32 %x, 7
  %z = xor i32 %x2, %y
  ret i32 %z
}

; CHECK: @shared (x86-64-v3): 5 instructions, uops 5, rthroughput 1.25, latency 5
; CHECK-NEXT:   MOV64rr         %a = copy(%a)                uops 1 lat 1 rthru 0.25  ; a two-address instruction would overwrite a source that is still needed
; CHECK-NEXT:   IMUL32rr        %x = imul.rr(%a, %b)         uops 1 lat 3 rthru 1  ; the low half of a product does not depend on signedness
; CHECK-NEXT:   MOV64rr         %x = copy(%x)                uops 1 lat 1 rthru 0.25  ; a two-address instruction would overwrite a source that is still needed
; CHECK-NEXT:   ADD32ri         %y = add.ri(%x)              uops 1 lat 1 rthru 0.25  ; an imm32 folds into the add
; CHECK-NEXT:   XOR32rr         %z = xor.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; bitwise xor
; CHECK-NEXT: @unshared (x86-64-v3): 6 instructions, uops 6, rthroughput 2, latency 5
; CHECK-NEXT:   MOV64rr         %a = copy(%a)                uops 1 lat 1 rthru 0.25  ; a two-address instruction would overwrite a source that is still needed
; CHECK-NEXT:   IMUL32rr        %x2 = imul.rr(%a, %b)        uops 1 lat 3 rthru 1  ; the low half of a product does not depend on signedness
; CHECK-NEXT:   MOV64rr         %a = copy(%a)                uops 1 lat 1 rthru 0.25  ; a two-address instruction would overwrite a source that is still needed
; CHECK-NEXT:   IMUL32rr        %x = imul.rr(%a, %b)         uops 1 lat 3 rthru 1  ; the low half of a product does not depend on signedness
; CHECK-NEXT:   ADD32ri         %y = add.ri(%x)              uops 1 lat 1 rthru 0.25  ; an imm32 folds into the add
; CHECK-NEXT:   XOR32rr         %z = xor.rr(%x2, %y)         uops 1 lat 1 rthru 0.25  ; bitwise xor
