; Reduced-bit-width synthesis: Hacker's Delight P14 (the floor of the average, through i64)
; narrows to i8 (its i64 arithmetic to i16, the shift by 1 kept), the narrow search proves a
; four-line program there, and its widening is proved at i32 before it is printed; theseus verify
; re-proves it against the bench's @src. It is found in the first tier (constants from K), not
; the last (any constant), so it is not claimed shortest.
; RUN: %theseus superopt --engine cegis %S/../../bench/superopt/hd/p14.ll --max-len 4 --ops and,xor,lshr,add --time-limit 60 > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %expect-exit 0 %theseus verify %S/../../bench/superopt/hd/p14.ll %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i32 @tgt(i32 noundef %x, i32 noundef %y)
; CHECK-COUNT-4: {{and|xor|lshr|add}} i32
; CHECK-NEXT: ret i32
; CHECK: ; length: 4
; CHECK: ; narrow-proved: {{[1-9]}}
; CHECK: ; shortest: not known
; VERIFY: correct
