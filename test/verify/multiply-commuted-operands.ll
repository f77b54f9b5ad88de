; A pair from bench/verify/clang_pairs.py (--seed 1, f4: clang -O0 + mem2reg against default<O2>)
; whose nsw multiplications are checked by products at twice the width whose operands are equal
; values of different terms, in the other order (src's b * x against tgt's x' * b). The product
; abstraction proves it with its commutativity facts (verify/ProductAbstraction.h); the real
; query times out. Neighbours: a constant changed (-2 -> -3), and an nsw flag added to a
; product src computes differently (tgt more poisonous), both incorrect, which an abstraction
; that lost its soundness would report correct.
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src src --tgt tgt_wrong --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src src --tgt tgt_flag --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; CORRECT: "verdict":"correct"{{.*}}"abstract_products_proof":true
; WRONG: {{^}}incorrect:

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = xor i32 2, %0
  %5 = mul nsw i32 %4, 536870912
  %6 = mul nsw i32 %0, %2
  %7 = shl i32 %1, 7
  %8 = mul nsw i32 %6, %7
  %9 = xor i32 %5, %8
  %10 = shl i32 %9, 1
  %11 = sub nsw i32 5, %1
  %12 = add nsw i32 %10, %11
  %13 = xor i32 %9, 3
  %14 = icmp sge i32 %12, %13
  br i1 %14, label %15, label %23

15:                                               ; preds = %3
  %16 = xor i32 %0, %0
  %17 = add nsw i32 %1, %2
  %18 = and i32 %16, %17
  %19 = shl i32 %9, 22
  %20 = add nsw i32 %9, %9
  %21 = mul nsw i32 %19, %20
  %22 = mul nsw i32 %18, %21
  br label %31

23:                                               ; preds = %3
  %24 = mul nsw i32 %1, %9
  %25 = and i32 %9, %1
  %26 = or i32 %24, %25
  %27 = mul nsw i32 %0, 5
  %28 = or i32 %1, %9
  %29 = or i32 %27, %28
  %30 = mul nsw i32 %26, %29
  br label %31

31:                                               ; preds = %23, %15
  %.0 = phi i32 [ %22, %15 ], [ %30, %23 ]
  %32 = xor i32 %2, %2
  %33 = mul nsw i32 %0, %.0
  %34 = sub nsw i32 %32, %33
  %35 = icmp eq i32 %34, %.0
  br i1 %35, label %36, label %37

36:                                               ; preds = %31
  br label %40

37:                                               ; preds = %31
  %38 = sub nsw i32 %1, 7
  %39 = add nsw i32 %38, 255
  br label %40

40:                                               ; preds = %37, %36
  %41 = phi i32 [ %1, %36 ], [ %39, %37 ]
  %42 = xor i32 %2, %1
  %43 = mul nsw i32 %42, -2
  %44 = mul nsw i32 %41, %43
  ret i32 %44
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = shl i32 %0, 29
  %5 = shl i32 %0, 7
  %6 = mul i32 %5, %1
  %7 = mul i32 %6, %2
  %8 = xor i32 %7, %4
  %9 = xor i32 %8, 1073741824
  %10 = shl i32 %9, 1
  %reass.sub1 = sub i32 %10, %1
  %11 = add i32 %reass.sub1, 5
  %12 = xor i32 %8, 1073741827
  %.not = icmp slt i32 %11, %12
  br i1 %.not, label %13, label %21

13:                                               ; preds = %3
  %14 = mul nsw i32 %9, %1
  %15 = and i32 %9, %1
  %16 = or i32 %14, %15
  %17 = mul nsw i32 %0, 5
  %18 = or i32 %17, %1
  %19 = or i32 %18, %9
  %20 = mul nsw i32 %16, %19
  br label %21

21:                                               ; preds = %3, %13
  %.0 = phi i32 [ %20, %13 ], [ 0, %3 ]
  %22 = mul i32 %.0, %0
  %23 = sub i32 0, %22
  %24 = icmp eq i32 %.0, %23
  %25 = add nsw i32 %1, 248
  %26 = select i1 %24, i32 %1, i32 %25
  %27 = xor i32 %2, %1
  %28 = mul nsw i32 %27, -2
  %29 = mul nsw i32 %28, %26
  ret i32 %29
}

define i32 @tgt_wrong(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = shl i32 %0, 29
  %5 = shl i32 %0, 7
  %6 = mul i32 %5, %1
  %7 = mul i32 %6, %2
  %8 = xor i32 %7, %4
  %9 = xor i32 %8, 1073741824
  %10 = shl i32 %9, 1
  %reass.sub1 = sub i32 %10, %1
  %11 = add i32 %reass.sub1, 5
  %12 = xor i32 %8, 1073741827
  %.not = icmp slt i32 %11, %12
  br i1 %.not, label %13, label %21

13:                                               ; preds = %3
  %14 = mul nsw i32 %9, %1
  %15 = and i32 %9, %1
  %16 = or i32 %14, %15
  %17 = mul nsw i32 %0, 5
  %18 = or i32 %17, %1
  %19 = or i32 %18, %9
  %20 = mul nsw i32 %16, %19
  br label %21

21:                                               ; preds = %3, %13
  %.0 = phi i32 [ %20, %13 ], [ 0, %3 ]
  %22 = mul i32 %.0, %0
  %23 = sub i32 0, %22
  %24 = icmp eq i32 %.0, %23
  %25 = add nsw i32 %1, 248
  %26 = select i1 %24, i32 %1, i32 %25
  %27 = xor i32 %2, %1
  %28 = mul nsw i32 %27, -3
  %29 = mul nsw i32 %28, %26
  ret i32 %29
}

define i32 @tgt_flag(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = shl i32 %0, 29
  %5 = shl i32 %0, 7
  %6 = mul nsw i32 %5, %1
  %7 = mul i32 %6, %2
  %8 = xor i32 %7, %4
  %9 = xor i32 %8, 1073741824
  %10 = shl i32 %9, 1
  %reass.sub1 = sub i32 %10, %1
  %11 = add i32 %reass.sub1, 5
  %12 = xor i32 %8, 1073741827
  %.not = icmp slt i32 %11, %12
  br i1 %.not, label %13, label %21

13:                                               ; preds = %3
  %14 = mul nsw i32 %9, %1
  %15 = and i32 %9, %1
  %16 = or i32 %14, %15
  %17 = mul nsw i32 %0, 5
  %18 = or i32 %17, %1
  %19 = or i32 %18, %9
  %20 = mul nsw i32 %16, %19
  br label %21

21:                                               ; preds = %3, %13
  %.0 = phi i32 [ %20, %13 ], [ 0, %3 ]
  %22 = mul i32 %.0, %0
  %23 = sub i32 0, %22
  %24 = icmp eq i32 %.0, %23
  %25 = add nsw i32 %1, 248
  %26 = select i1 %24, i32 %1, i32 %25
  %27 = xor i32 %2, %1
  %28 = mul nsw i32 %27, -2
  %29 = mul nsw i32 %28, %26
  ret i32 %29
}
