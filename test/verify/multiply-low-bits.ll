; A pair from bench/verify/clang_pairs.py (--seed 3 --passes instcombine, f13: clang -O0 +
; mem2reg against InstCombine) whose query has products at 32 bits and, after Z3's rewriter, of
; their low 21 bits (extract(20, 0) of each factor). The product abstraction proves it by writing
; the product of low bits as the low bits of the wider product (verify/ProductAbstraction.h);
; the real query times out. Neighbours: a constant changed (255 -> 254) and a comparison bound
; changed (256 -> 512), both incorrect, which an unsound abstraction would report correct.
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src src --tgt tgt_wrong --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src src --tgt tgt_bound --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; CORRECT: "verdict":"correct"{{.*}}"abstract_products_proof":true
; WRONG: {{^}}incorrect:

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 %2, %0
  %5 = and i32 %0, %1
  %6 = xor i32 %4, %5
  %7 = lshr i32 %2, 10
  %8 = add i32 %7, 2
  %9 = mul i32 %6, %8
  %10 = lshr i32 %1, 10
  %11 = mul i32 %1, %10
  %12 = icmp ugt i32 %11, -1
  br i1 %12, label %13, label %17

13:                                               ; preds = %3
  %14 = sub i32 %9, 7
  %15 = shl i32 %14, 12
  %16 = add i32 %15, %1
  br label %24

17:                                               ; preds = %3
  %18 = and i32 5, %0
  %19 = shl i32 %18, 19
  %20 = mul i32 %2, %1
  %21 = mul i32 2, %0
  %22 = mul i32 %20, %21
  %23 = xor i32 %19, %22
  br label %24

24:                                               ; preds = %17, %13
  %.0 = phi i32 [ %16, %13 ], [ %23, %17 ]
  %25 = mul i32 %1, %0
  %26 = mul i32 %1, %0
  %27 = add i32 %25, %26
  %28 = icmp ule i32 %27, 255
  br i1 %28, label %29, label %32

29:                                               ; preds = %24
  %30 = xor i32 %.0, %1
  %31 = mul i32 %0, %30
  br label %33

32:                                               ; preds = %24
  br label %33

33:                                               ; preds = %32, %29
  %34 = phi i32 [ %31, %29 ], [ 0, %32 ]
  %35 = mul i32 %34, %.0
  %36 = sub i32 %1, 2
  %37 = and i32 %35, %36
  %38 = add i32 %34, 255
  %39 = lshr i32 %38, 0
  %40 = or i32 %37, %39
  ret i32 %40
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  br i1 false, label %4, label %5

4:                                                ; preds = %3
  br label %12

5:                                                ; preds = %3
  %6 = shl i32 %0, 19
  %7 = and i32 %6, 2621440
  %8 = mul i32 %2, %1
  %9 = shl i32 %0, 1
  %10 = mul i32 %8, %9
  %11 = xor i32 %7, %10
  br label %12

12:                                               ; preds = %5, %4
  %.0 = phi i32 [ poison, %4 ], [ %11, %5 ]
  %13 = shl i32 %0, 1
  %14 = mul i32 %13, %1
  %15 = icmp ult i32 %14, 256
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = xor i32 %.0, %1
  %18 = mul i32 %17, %0
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ 0, %19 ]
  %22 = mul i32 %21, %.0
  %23 = add i32 %1, -2
  %24 = and i32 %22, %23
  %25 = add i32 %21, 255
  %26 = or i32 %24, %25
  ret i32 %26
}

define i32 @tgt_wrong(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  br i1 false, label %4, label %5

4:                                                ; preds = %3
  br label %12

5:                                                ; preds = %3
  %6 = shl i32 %0, 19
  %7 = and i32 %6, 2621440
  %8 = mul i32 %2, %1
  %9 = shl i32 %0, 1
  %10 = mul i32 %8, %9
  %11 = xor i32 %7, %10
  br label %12

12:                                               ; preds = %5, %4
  %.0 = phi i32 [ poison, %4 ], [ %11, %5 ]
  %13 = shl i32 %0, 1
  %14 = mul i32 %13, %1
  %15 = icmp ult i32 %14, 256
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = xor i32 %.0, %1
  %18 = mul i32 %17, %0
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ 0, %19 ]
  %22 = mul i32 %21, %.0
  %23 = add i32 %1, -2
  %24 = and i32 %22, %23
  %25 = add i32 %21, 254
  %26 = or i32 %24, %25
  ret i32 %26
}

define i32 @tgt_bound(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  br i1 false, label %4, label %5

4:                                                ; preds = %3
  br label %12

5:                                                ; preds = %3
  %6 = shl i32 %0, 19
  %7 = and i32 %6, 2621440
  %8 = mul i32 %2, %1
  %9 = shl i32 %0, 1
  %10 = mul i32 %8, %9
  %11 = xor i32 %7, %10
  br label %12

12:                                               ; preds = %5, %4
  %.0 = phi i32 [ poison, %4 ], [ %11, %5 ]
  %13 = shl i32 %0, 1
  %14 = mul i32 %13, %1
  %15 = icmp ult i32 %14, 512
  br i1 %15, label %16, label %19

16:                                               ; preds = %12
  %17 = xor i32 %.0, %1
  %18 = mul i32 %17, %0
  br label %20

19:                                               ; preds = %12
  br label %20

20:                                               ; preds = %19, %16
  %21 = phi i32 [ %18, %16 ], [ 0, %19 ]
  %22 = mul i32 %21, %.0
  %23 = add i32 %1, -2
  %24 = and i32 %22, %23
  %25 = add i32 %21, 255
  %26 = or i32 %24, %25
  ret i32 %26
}
