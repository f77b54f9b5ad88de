; The equality prover's slice over products as constants (verify/EqualityProver.h, step 5) on a
; clang -O0/mem2reg function against its -O2 form (bench/verify/clang_pairs.py --count 30
; --seed 32, f5). src branches on `x*b - a < c - a` (both subtractions nsw) where x is itself a
; product of two sums; tgt compares `x*b < c`. The two compares are equal under the two nsw facts
; alone, but src's definedness also holds the overflow circuits of both products, and with those
; the proof does not finish within the lemma's budget: the query is unknown at 60 s without this attempt. With
; each product a constant and only the smallest conjuncts over {x*b, a, c}, the compare merges,
; then the final product's operands, and the merged query is proved. The neighbours are
; incorrect: tgt2 compares with `sle`, tgt3 shifts `a` by 2.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: {{^}}incorrect:

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub nsw i32 255, %2
  %5 = xor i32 %4, 402653184
  %6 = shl i32 %0, 17
  %7 = mul nsw i32 %2, 7
  %8 = sub nsw i32 %6, %7
  %9 = mul nsw i32 %5, %8
  %10 = mul nsw i32 %9, %1
  %11 = sub nsw i32 %10, %0
  %12 = sub nsw i32 %2, %0
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = shl i32 %0, 23
  %16 = xor i32 1, %2
  %17 = or i32 %15, %16
  %18 = sub nsw i32 %17, %0
  br label %23

19:                                               ; preds = %3
  %20 = sub nsw i32 %2, %9
  %21 = and i32 2, %20
  %22 = or i32 %9, %21
  br label %23

23:                                               ; preds = %19, %14
  %.0 = phi i32 [ %18, %14 ], [ %22, %19 ]
  %24 = icmp slt i32 %2, %2
  br i1 %24, label %25, label %29

25:                                               ; preds = %23
  %26 = or i32 %.0, %1
  %27 = or i32 3, %2
  %28 = xor i32 %26, %27
  br label %32

29:                                               ; preds = %23
  %30 = or i32 %0, 1
  %31 = ashr i32 %30, 1
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i32 [ %28, %25 ], [ %31, %29 ]
  %34 = ashr i32 %.0, 2
  %35 = mul nsw i32 %33, %34
  ret i32 %35
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub nsw i32 255, %2
  %5 = xor i32 %4, 402653184
  %6 = shl i32 %0, 17
  %.neg = mul i32 %2, -7
  %7 = add i32 %.neg, %6
  %8 = mul nsw i32 %5, %7
  %9 = mul nsw i32 %8, %1
  %10 = icmp slt i32 %9, %2
  %11 = shl i32 %0, 23
  %12 = or i32 %11, %2
  %13 = xor i32 %12, 1
  %14 = sub nsw i32 %13, %0
  %.0 = select i1 %10, i32 %14, i32 %8
  %15 = ashr i32 %0, 1
  %16 = ashr i32 %.0, 2
  %17 = mul nsw i32 %16, %15
  ret i32 %17
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub nsw i32 255, %2
  %5 = xor i32 %4, 402653184
  %6 = shl i32 %0, 17
  %.neg = mul i32 %2, -7
  %7 = add i32 %.neg, %6
  %8 = mul nsw i32 %5, %7
  %9 = mul nsw i32 %8, %1
  %10 = icmp sle i32 %9, %2
  %11 = shl i32 %0, 23
  %12 = or i32 %11, %2
  %13 = xor i32 %12, 1
  %14 = sub nsw i32 %13, %0
  %.0 = select i1 %10, i32 %14, i32 %8
  %15 = ashr i32 %0, 1
  %16 = ashr i32 %.0, 2
  %17 = mul nsw i32 %16, %15
  ret i32 %17
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub nsw i32 255, %2
  %5 = xor i32 %4, 402653184
  %6 = shl i32 %0, 17
  %.neg = mul i32 %2, -7
  %7 = add i32 %.neg, %6
  %8 = mul nsw i32 %5, %7
  %9 = mul nsw i32 %8, %1
  %10 = icmp slt i32 %9, %2
  %11 = shl i32 %0, 23
  %12 = or i32 %11, %2
  %13 = xor i32 %12, 1
  %14 = sub nsw i32 %13, %0
  %.0 = select i1 %10, i32 %14, i32 %8
  %15 = ashr i32 %0, 2
  %16 = ashr i32 %.0, 2
  %17 = mul nsw i32 %16, %15
  ret i32 %17
}
