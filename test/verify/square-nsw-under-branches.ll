; A clang -O0/mem2reg function against its InstCombine form (bench/verify/clang_pairs.py --count 20
; --seed 2 --passes instcombine, f2). tgt reads `(a * a) & (b + 2)` (a `mul nsw` square) with
; lshr where src has ashr, drops src's `x >> 30` (0, as the square is not negative) and adds nuw to
; `x * 7`. Every one of these facts holds only where src is defined (a branch on poison is UB), and
; each sits under 32-bit products: the product-overflow predicates name the sign of a product
; (verify/ProductOverflow.h), which the solver reads directly where src assumes no overflow.
; The neighbours are incorrect: tgt2 multiplies
; by 9 (its nuw overflows where src's 7 does not), tgt3 shifts by 1 (another branch, a product
; that overflows).
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=JSON
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: incorrect: Source is more defined than target
; BAD: Target: UB
; JSON: "verdict":"correct",{{.*}}"abstract_products_proof":true

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul nsw i32 %0, %0
  %5 = add nsw i32 2, %1
  %6 = and i32 %4, %5
  %7 = ashr i32 %6, 2
  %8 = ashr i32 %7, 30
  %9 = mul nsw i32 7, %7
  %10 = or i32 %8, %9
  %11 = and i32 %0, %0
  %12 = icmp sge i32 %10, %11
  br i1 %12, label %13, label %14

13:                                               ; preds = %3
  br label %20

14:                                               ; preds = %3
  %15 = mul nsw i32 %2, %2
  %16 = mul nsw i32 %15, %1
  %17 = sub nsw i32 %2, 65537
  %18 = or i32 %17, 255
  %19 = and i32 %16, %18
  br label %20

20:                                               ; preds = %14, %13
  %.0 = phi i32 [ %1, %13 ], [ %19, %14 ]
  %21 = mul nsw i32 %1, %.0
  %22 = mul nsw i32 %21, 16711935
  %23 = and i32 %1, %.0
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %29

25:                                               ; preds = %20
  %26 = or i32 %.0, %0
  %27 = ashr i32 %.0, 13
  %28 = add nsw i32 %26, %27
  br label %32

29:                                               ; preds = %20
  %30 = mul nsw i32 %1, 3
  %31 = shl i32 %30, 0
  br label %32

32:                                               ; preds = %29, %25
  %33 = phi i32 [ %28, %25 ], [ %31, %29 ]
  %34 = xor i32 %0, %2
  %35 = add nsw i32 0, %34
  %36 = or i32 7, %1
  %37 = sub nsw i32 %2, %36
  %38 = mul nsw i32 %35, %37
  ret i32 %38
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul nsw i32 %0, %0
  %5 = add nsw i32 %1, 2
  %6 = and i32 %4, %5
  %7 = lshr i32 %6, 2
  %8 = mul nuw nsw i32 %7, 7
  %.not = icmp slt i32 %8, %0
  br i1 %.not, label %10, label %9

9:                                                ; preds = %3
  br label %16

10:                                               ; preds = %3
  %11 = mul nsw i32 %2, %2
  %12 = mul nsw i32 %11, %1
  %13 = add nsw i32 %2, -65537
  %14 = or i32 %13, 255
  %15 = and i32 %12, %14
  br label %16

16:                                               ; preds = %10, %9
  %.0 = phi i32 [ %1, %9 ], [ %15, %10 ]
  %17 = mul nsw i32 %.0, %1
  %18 = mul nsw i32 %17, 16711935
  %19 = and i32 %.0, %1
  %.not1 = icmp sgt i32 %18, %19
  br i1 %.not1, label %21, label %20

20:                                               ; preds = %16
  br label %22

21:                                               ; preds = %16
  br label %22

22:                                               ; preds = %21, %20
  %23 = xor i32 %0, %2
  %24 = or i32 %1, 7
  %25 = sub nsw i32 %2, %24
  %26 = mul nsw i32 %23, %25
  ret i32 %26
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul nsw i32 %0, %0
  %5 = add nsw i32 %1, 2
  %6 = and i32 %4, %5
  %7 = lshr i32 %6, 2
  %8 = mul nuw nsw i32 %7, 9
  %.not = icmp slt i32 %8, %0
  br i1 %.not, label %10, label %9

9:                                                ; preds = %3
  br label %16

10:                                               ; preds = %3
  %11 = mul nsw i32 %2, %2
  %12 = mul nsw i32 %11, %1
  %13 = add nsw i32 %2, -65537
  %14 = or i32 %13, 255
  %15 = and i32 %12, %14
  br label %16

16:                                               ; preds = %10, %9
  %.0 = phi i32 [ %1, %9 ], [ %15, %10 ]
  %17 = mul nsw i32 %.0, %1
  %18 = mul nsw i32 %17, 16711935
  %19 = and i32 %.0, %1
  %.not1 = icmp sgt i32 %18, %19
  br i1 %.not1, label %21, label %20

20:                                               ; preds = %16
  br label %22

21:                                               ; preds = %16
  br label %22

22:                                               ; preds = %21, %20
  %23 = xor i32 %0, %2
  %24 = or i32 %1, 7
  %25 = sub nsw i32 %2, %24
  %26 = mul nsw i32 %23, %25
  ret i32 %26
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = mul nsw i32 %0, %0
  %5 = add nsw i32 %1, 2
  %6 = and i32 %4, %5
  %7 = lshr i32 %6, 1
  %8 = mul nuw nsw i32 %7, 7
  %.not = icmp slt i32 %8, %0
  br i1 %.not, label %10, label %9

9:                                                ; preds = %3
  br label %16

10:                                               ; preds = %3
  %11 = mul nsw i32 %2, %2
  %12 = mul nsw i32 %11, %1
  %13 = add nsw i32 %2, -65537
  %14 = or i32 %13, 255
  %15 = and i32 %12, %14
  br label %16

16:                                               ; preds = %10, %9
  %.0 = phi i32 [ %1, %9 ], [ %15, %10 ]
  %17 = mul nsw i32 %.0, %1
  %18 = mul nsw i32 %17, 16711935
  %19 = and i32 %.0, %1
  %.not1 = icmp sgt i32 %18, %19
  br i1 %.not1, label %21, label %20

20:                                               ; preds = %16
  br label %22

21:                                               ; preds = %16
  br label %22

22:                                               ; preds = %21, %20
  %23 = xor i32 %0, %2
  %24 = or i32 %1, 7
  %25 = sub nsw i32 %2, %24
  %26 = mul nsw i32 %23, %25
  ret i32 %26
}
