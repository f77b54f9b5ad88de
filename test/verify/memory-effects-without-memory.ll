; memory(...) effects on a function that touches no memory (as opt -O2 marks integer code,
; `memory(none)`) change nothing: the pair is checked as integers, never `unsupported`; the
; incorrect neighbour must stay incorrect.
; RUN: %theseus verify %s | FileCheck %s
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt_wrong | FileCheck %s --check-prefix=WRONG
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; WRONG: {{^}}incorrect: Value mismatch

define i32 @src(i32 noundef %a, i32 noundef %b) memory(none) {
  %s = shl i32 %a, 1
  %m = mul nsw i32 %s, %b
  ret i32 %m
}

define i32 @tgt(i32 noundef %a, i32 noundef %b) memory(none) {
  %m = mul i32 %a, %b
  %s = shl i32 %m, 1
  ret i32 %s
}

define i32 @tgt_wrong(i32 noundef %a, i32 noundef %b) memory(read) {
  %m = mul i32 %a, %b
  %s = shl i32 %m, 2
  ret i32 %s
}
