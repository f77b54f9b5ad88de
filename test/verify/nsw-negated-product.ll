; nsw products read over exact wide integers (verify/WideProducts.h) on a clang -O0/mem2reg
; function against its InstCombine form (bench/verify/clang_pairs.py --count 30 --seed 43, f9):
; src returns `((a*c) * (x + 1)) * -1`, every operation nsw; InstCombine writes it `(a*c) * ~x`
; and keeps the nsw. Correct: both products have the same magnitude, and src's facts say that
; `(a*c) * (x + 1)` fits and is not INT_MIN. Bit-blasted, the two overflow checks each carry a
; 32-bit multiplier and the query is unknown at 60 s; over wide integers, with `(a*c) * x` as one
; unknown, the question is linear and is proved at once; so is the relation over two arguments
; (src2 -> tgt3). The neighbours are incorrect: src3 drops the nsw of the final negation (at
; p * (x + 1) = INT_MIN tgt overflows where src does not), and tgt2 multiplies by x, not ~x.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=JSON
; RUN: %expect-exit 0 %theseus verify %s --src src2 --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=OK3
; RUN: %expect-exit 1 %theseus verify %s --src src3 --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; OK3: {{^}}correct{{$}}
; JSON: "verdict":"correct",{{.*}}"wide_products_proof":true
; BAD: {{^}}incorrect:

define i32 @src(i32 noundef %a, i32 noundef %b, i32 noundef %c) {
entry:
  %hi = ashr i32 %c, 24
  %x0 = sub nsw i32 %hi, %a
  %always = icmp sge i32 %a, %a
  br i1 %always, label %taken, label %other

taken:
  br label %join

other:
  %d = sub nsw i32 %c, %b
  %e = or i32 %d, %x0
  %f = shl i32 %a, 10
  %g = or i32 %f, %x0
  %h = mul nsw i32 %e, %g
  br label %join

join:
  %x = phi i32 [ %x0, %taken ], [ %h, %other ]
  %p = mul nsw i32 %a, %c
  %x1 = sub nsw i32 %x, -1
  %t = mul nsw i32 %p, %x1
  %r = mul nsw i32 %t, -1
  ret i32 %r
}

; The same relation over two arguments, p and x.
define i32 @src2(i32 %p, i32 %x) {
  %x1 = sub nsw i32 %x, -1
  %t = mul nsw i32 %p, %x1
  %r = mul nsw i32 %t, -1
  ret i32 %r
}

define i32 @src3(i32 %p, i32 %x) {
  %x1 = sub nsw i32 %x, -1
  %t = mul nsw i32 %p, %x1
  %r = mul i32 %t, -1
  ret i32 %r
}

define i32 @tgt3(i32 %p, i32 %x) {
  %notx = xor i32 %x, -1
  %r = mul nsw i32 %p, %notx
  ret i32 %r
}

define i32 @tgt(i32 noundef %a, i32 noundef %b, i32 noundef %c) {
entry:
  %hi = ashr i32 %c, 24
  %x = sub nsw i32 %hi, %a
  %p = mul nsw i32 %a, %c
  %notx = xor i32 %x, -1
  %r = mul nsw i32 %p, %notx
  ret i32 %r
}

define i32 @tgt2(i32 noundef %a, i32 noundef %b, i32 noundef %c) {
entry:
  %hi = ashr i32 %c, 24
  %x = sub nsw i32 %hi, %a
  %p = mul nsw i32 %a, %c
  %r = mul nsw i32 %p, %x
  ret i32 %r
}
