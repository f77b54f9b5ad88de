; DAG sharing: %x has two users and is computed (and paid) once; the tree copy would pay IMUL twice.
; @unshared spells the product twice: CSE (SelectionDAG's node uniquing) makes it one node, so both
; functions select IMUL, LEA, XOR, the code llc emits for either.
; @fold_shared_index: the shared %s = b << 3 is cheaper duplicated into both users' addresses
; (two LEAs with scale 8, no shift), as NOLTIS would decide and as llc emits.
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

define i64 @fold_shared_index(i64 %a, i64 %b, i64 %c) {
  %s = shl i64 %b, 3
  %x = add i64 %a, %s
  %y = add i64 %c, %s
  %r = xor i64 %x, %y
  ret i64 %r
}

; CHECK: @shared (x86-64-v3): 3 instructions, uops 3, rthroughput 1, latency 5
; CHECK-NEXT:   IMUL32rr        %x = imul.rr(%a, %b)         uops 1 lat 3 rthru 1  ; the low half of a product does not depend on signedness
; CHECK-NEXT:   LEA32r          %y = lea.index_disp(%x)      uops 1 lat 1 rthru 0.5  ; index*scale + disp without a base
; CHECK-NEXT:   XOR32rr         %z = xor.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; bitwise xor
; CHECK-NEXT: @unshared (x86-64-v3): 3 instructions, uops 3, rthroughput 1, latency 5
; CHECK-NEXT:   IMUL32rr        %x = imul.rr(%a, %b)         uops 1 lat 3 rthru 1  ; the low half of a product does not depend on signedness
; CHECK-NEXT:   LEA32r          %y = lea.index_disp(%x)      uops 1 lat 1 rthru 0.5  ; index*scale + disp without a base
; CHECK-NEXT:   XOR32rr         %z = xor.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; bitwise xor
; CHECK-NEXT: @fold_shared_index (x86-64-v3): 3 instructions, uops 3, rthroughput 1, latency 2
; CHECK-NEXT:   LEA64r          %x = lea.base_index(%a, %s)  uops 1 lat 1 rthru 0.5  ; base + index*scale in one LEA
; CHECK-NEXT:   LEA64r          %y = lea.base_index(%c, %s)  uops 1 lat 1 rthru 0.5  ; base + index*scale in one LEA
; CHECK-NEXT:   XOR64rr         %r = xor.rr(%x, %y)          uops 1 lat 1 rthru 0.25  ; bitwise xor
