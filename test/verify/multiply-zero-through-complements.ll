; A product the bit-blaster folds at once but normalization did not see through complements. A
; clang -O0/mem2reg function against its -O2 form (bench/verify/clang_pairs.py --count 30 --seed 34,
; f9): src branches on `((a << 31) * (b + b)) > (a >> 16)`, whose product is always 0 (2^32 divides
; it), so only the else arm `x = ~(b | c * b)` runs; tgt folded the branch and writes src's
; `~(7a + x + c)` as `(b | c * b) - 7a - c`. The product abstraction writes `a << 31` as
; `a * 2^31`, so the sum of monomials folds the product to 0; with each complement written as the
; difference -1 - x (pushed into an `ite`'s arms) the two sums become one and the abstraction
; proves the pair at once (unknown at 30 s before: the bit-blasted `~(7a + ~s + c) != s - 7a - c`
; alone takes about 6 s of CPU time). The neighbours are incorrect: src2 shifts by 30 (the product
; is 2^31 when a and b are odd), tgt2 multiplies a by -5, tgt3 adds c instead of subtracting it.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 30000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src2 --tgt tgt --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src --tgt tgt --json | FileCheck %s --check-prefix=JSON
; JSON: "verdict":"correct",{{.*}}"abstract_products_proof":true
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: incorrect: Value mismatch

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = shl i32 %0, 0
  %5 = shl i32 %4, 31
  %6 = add i32 %1, %1
  %7 = mul i32 %5, %6
  %8 = lshr i32 %0, 16
  %9 = icmp ugt i32 %7, %8
  br i1 %9, label %10, label %12

10:
  %11 = lshr i32 %4, 28
  br label %16

12:
  %13 = mul i32 %2, %1
  %14 = or i32 %1, %13
  %15 = xor i32 %14, -1
  br label %16

16:
  %.0 = phi i32 [ %11, %10 ], [ %15, %12 ]
  %17 = mul i32 %.0, %2
  %18 = icmp ule i32 %17, 255
  br i1 %18, label %19, label %23

19:
  %20 = mul i32 %0, 7
  %21 = add i32 %.0, %2
  %22 = add i32 %20, %21
  br label %24

23:
  br label %24

24:
  %25 = phi i32 [ %22, %19 ], [ -1, %23 ]
  %26 = xor i32 %25, -1
  %27 = or i32 %.0, %26
  %28 = xor i32 5, %1
  %29 = or i32 %0, %0
  %30 = mul i32 %28, %29
  %31 = add i32 %27, %30
  ret i32 %31
}

define i32 @src2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = shl i32 %0, 0
  %5 = shl i32 %4, 30
  %6 = add i32 %1, %1
  %7 = mul i32 %5, %6
  %8 = lshr i32 %0, 16
  %9 = icmp ugt i32 %7, %8
  br i1 %9, label %10, label %12

10:
  %11 = lshr i32 %4, 28
  br label %16

12:
  %13 = mul i32 %2, %1
  %14 = or i32 %1, %13
  %15 = xor i32 %14, -1
  br label %16

16:
  %.0 = phi i32 [ %11, %10 ], [ %15, %12 ]
  %17 = mul i32 %.0, %2
  %18 = icmp ule i32 %17, 255
  br i1 %18, label %19, label %23

19:
  %20 = mul i32 %0, 7
  %21 = add i32 %.0, %2
  %22 = add i32 %20, %21
  br label %24

23:
  br label %24

24:
  %25 = phi i32 [ %22, %19 ], [ -1, %23 ]
  %26 = xor i32 %25, -1
  %27 = or i32 %.0, %26
  %28 = xor i32 5, %1
  %29 = or i32 %0, %0
  %30 = mul i32 %28, %29
  %31 = add i32 %27, %30
  ret i32 %31
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul i32 %2, %1
  %5 = or i32 %4, %1
  %6 = xor i32 %5, -1
  %7 = mul i32 %6, %2
  %8 = icmp ult i32 %7, 256
  %.neg = mul i32 %0, -7
  %9 = sub i32 %.neg, %2
  %10 = add i32 %9, %5
  %11 = select i1 %8, i32 %10, i32 0
  %12 = or i32 %11, %6
  %13 = xor i32 %1, 5
  %14 = mul i32 %13, %0
  %15 = add i32 %12, %14
  ret i32 %15
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul i32 %2, %1
  %5 = or i32 %4, %1
  %6 = xor i32 %5, -1
  %7 = mul i32 %6, %2
  %8 = icmp ult i32 %7, 256
  %.neg = mul i32 %0, -5
  %9 = sub i32 %.neg, %2
  %10 = add i32 %9, %5
  %11 = select i1 %8, i32 %10, i32 0
  %12 = or i32 %11, %6
  %13 = xor i32 %1, 5
  %14 = mul i32 %13, %0
  %15 = add i32 %12, %14
  ret i32 %15
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul i32 %2, %1
  %5 = or i32 %4, %1
  %6 = xor i32 %5, -1
  %7 = mul i32 %6, %2
  %8 = icmp ult i32 %7, 256
  %.neg = mul i32 %0, -7
  %9 = add i32 %.neg, %2
  %10 = add i32 %9, %5
  %11 = select i1 %8, i32 %10, i32 0
  %12 = or i32 %11, %6
  %13 = xor i32 %1, 5
  %14 = mul i32 %13, %0
  %15 = add i32 %12, %14
  ret i32 %15
}
