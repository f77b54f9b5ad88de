; nuw arithmetic over exact integers (verify/WideProducts.h, its unsigned reading): `p * (x + 1)`
; with both operations nuw, distributed as `p * x + p` with both nuw, is correct: src's facts say
; x + 1 and p * (x + 1) fit, and p * x and p * x + p are no larger. Over wide integers, with the
; product of p and x one unknown K (at most (2^32 - 1)^2, and tgt's 32-bit p * x its low bits), the
; question is linear; bit-blasted it is unknown at 30 s (alive-tv too). The neighbours are
; incorrect: src2 drops the add's nuw (x = -1 makes src 0 and tgt's p * x overflow), and tgt2 keeps
; nsw on a signed distribution, which at p = INT_MIN, x = -1 overflows where src (p * 0) does not.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src2 --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src3 --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; OK: "verdict":"correct",{{.*}}"wide_products_proof":true
; BAD: {{^}}incorrect:

define i32 @src(i32 noundef %p, i32 noundef %x) {
  %x1 = add nuw i32 %x, 1
  %t = mul nuw i32 %p, %x1
  ret i32 %t
}

define i32 @src2(i32 noundef %p, i32 noundef %x) {
  %x1 = add i32 %x, 1
  %t = mul nuw i32 %p, %x1
  ret i32 %t
}

define i32 @tgt(i32 noundef %p, i32 noundef %x) {
  %px = mul nuw i32 %p, %x
  %r = add nuw i32 %px, %p
  ret i32 %r
}

define i32 @src3(i32 noundef %p, i32 noundef %x) {
  %x1 = add nsw i32 %x, 1
  %t = mul nsw i32 %p, %x1
  ret i32 %t
}

define i32 @tgt2(i32 noundef %p, i32 noundef %x) {
  %px = mul nsw i32 %p, %x
  %r = add nsw i32 %px, %p
  ret i32 %r
}
