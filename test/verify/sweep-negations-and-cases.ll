; Two clang -O0/mem2reg functions against their InstCombine form (bench/verify/clang_pairs.py
; --count 30 --seed 21 --passes instcombine, f0 and f24), each unknown at 30 s before the sweep
; proved its last equalities (verify/EqualityProver.h):
; - f0: tgt branches on `a * 5 > c` where src branches on `a * 5 < c + 1` (nsw), so tgt's compare is
;   the negation of src's; and tgt keeps the negated phi `-x`, so `x' + 3` against `3 - x` is an
;   identity only by cases on the branch, with sums normalized.
; - f24: tgt multiplies `(b + 1) * c` where src has `c + b * c`, and tests `(X ^ a) == -1` where src
;   tests `X == -1 - a`, with X a product of the first: equal over the shared operand X.
; The neighbours are incorrect: tgt2 adds 4, tgt3 tests `>=` (differs only when a * 5 == c),
; tgt24b compares with -2, tgt24c multiplies by b + 2. The limit is generous so that a loaded
; machine (the sweep's budget is CPU time) still decides them. f0 is decided in 5-9 s of CPU time
; alone, but a lemma that hits its wall-time backstop on a machine loaded several times over can
; leave it unknown, so its run only requires that it is not reported incorrect.
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 90000 > %t.f0 || true
; RUN: FileCheck %s --check-prefix=OK-OR-UNKNOWN < %t.f0
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 90000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 90000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 0 %theseus verify %s --src src24 --tgt tgt24 --timeout-ms 90000 | FileCheck %s --check-prefix=OK24
; RUN: %expect-exit 1 %theseus verify %s --src src24 --tgt tgt24b --timeout-ms 90000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src24 --tgt tgt24c --timeout-ms 90000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src24 --tgt tgt24 --timeout-ms 90000 --json | FileCheck %s --check-prefix=JSON
; OK-OR-UNKNOWN: @src => @tgt
; OK-OR-UNKNOWN-NEXT: {{^(correct|unknown: .*)$}}
; OK24: @src24 => @tgt24
; OK24-NEXT: {{^}}correct{{$}}
; BAD: incorrect: Value mismatch
; JSON: "verdict":"correct",{{.*}}"swept_equalities":{{[1-9]}}

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = and i32 3, %0
  %5 = sub nsw i32 %0, %1
  %6 = add nsw i32 %4, %5
  %7 = add nsw i32 %2, %1
  %8 = add nsw i32 %7, 2
  %9 = or i32 %6, %8
  %10 = mul nsw i32 %0, 5
  %11 = add nsw i32 %10, 0
  %12 = sub nsw i32 %2, -1
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %3
  %15 = or i32 3, %9
  %16 = and i32 %1, %0
  %17 = add nsw i32 %15, %16
  %18 = sub nsw i32 %2, %0
  %19 = xor i32 %18, %1
  %20 = sub nsw i32 %17, %19
  br label %25

21:                                               ; preds = %3
  %22 = mul nsw i32 1, %9
  %23 = or i32 %22, 3
  %24 = and i32 %23, 65537
  br label %25

25:                                               ; preds = %21, %14
  %.0 = phi i32 [ %20, %14 ], [ %24, %21 ]
  %26 = mul nsw i32 %1, %2
  %27 = shl i32 %26, 9
  %28 = sub nsw i32 %2, 65537
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %25
  br label %35

31:                                               ; preds = %25
  %32 = mul nsw i32 %.0, %2
  %33 = shl i32 %0, 16
  %34 = sub nsw i32 %32, %33
  br label %35

35:                                               ; preds = %31, %30
  %36 = phi i32 [ %2, %30 ], [ %34, %31 ]
  %37 = sub nsw i32 3, %.0
  %38 = add nsw i32 %37, %1
  %39 = ashr i32 %1, 24
  %40 = mul nsw i32 %2, %39
  %41 = add nsw i32 %38, %40
  ret i32 %41
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = and i32 %0, 3
  %5 = sub nsw i32 %0, %1
  %6 = add nsw i32 %4, %5
  %7 = add nsw i32 %2, %1
  %8 = add nsw i32 %7, 2
  %9 = or i32 %6, %8
  %10 = mul nsw i32 %0, 5
  %.not = icmp sgt i32 %10, %2
  br i1 %.not, label %17, label %11

11:                                               ; preds = %3
  %12 = or i32 %9, 3
  %13 = and i32 %1, %0
  %14 = add nsw i32 %12, %13
  %15 = sub nsw i32 %2, %0
  %16 = xor i32 %15, %1
  %.neg = sub i32 %16, %14
  br label %19

17:                                               ; preds = %3
  %18 = and i32 %9, 65536
  %.neg1 = xor i32 %18, -1
  br label %19

19:                                               ; preds = %17, %11
  %.0.neg = phi i32 [ %.neg, %11 ], [ %.neg1, %17 ]
  %20 = mul nsw i32 %1, %2
  %21 = shl i32 %20, 9
  %22 = add nsw i32 %2, -65537
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  br label %26

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %24
  %27 = add i32 %.0.neg, 3
  %28 = add nsw i32 %27, %1
  %29 = ashr i32 %1, 24
  %30 = mul nsw i32 %29, %2
  %31 = add nsw i32 %28, %30
  ret i32 %31
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = and i32 %0, 3
  %5 = sub nsw i32 %0, %1
  %6 = add nsw i32 %4, %5
  %7 = add nsw i32 %2, %1
  %8 = add nsw i32 %7, 2
  %9 = or i32 %6, %8
  %10 = mul nsw i32 %0, 5
  %.not = icmp sgt i32 %10, %2
  br i1 %.not, label %17, label %11

11:                                               ; preds = %3
  %12 = or i32 %9, 3
  %13 = and i32 %1, %0
  %14 = add nsw i32 %12, %13
  %15 = sub nsw i32 %2, %0
  %16 = xor i32 %15, %1
  %.neg = sub i32 %16, %14
  br label %19

17:                                               ; preds = %3
  %18 = and i32 %9, 65536
  %.neg1 = xor i32 %18, -1
  br label %19

19:                                               ; preds = %17, %11
  %.0.neg = phi i32 [ %.neg, %11 ], [ %.neg1, %17 ]
  %20 = mul nsw i32 %1, %2
  %21 = shl i32 %20, 9
  %22 = add nsw i32 %2, -65537
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  br label %26

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %24
  %27 = add i32 %.0.neg, 4
  %28 = add nsw i32 %27, %1
  %29 = ashr i32 %1, 24
  %30 = mul nsw i32 %29, %2
  %31 = add nsw i32 %28, %30
  ret i32 %31
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = and i32 %0, 3
  %5 = sub nsw i32 %0, %1
  %6 = add nsw i32 %4, %5
  %7 = add nsw i32 %2, %1
  %8 = add nsw i32 %7, 2
  %9 = or i32 %6, %8
  %10 = mul nsw i32 %0, 5
  %.not = icmp sge i32 %10, %2
  br i1 %.not, label %17, label %11

11:                                               ; preds = %3
  %12 = or i32 %9, 3
  %13 = and i32 %1, %0
  %14 = add nsw i32 %12, %13
  %15 = sub nsw i32 %2, %0
  %16 = xor i32 %15, %1
  %.neg = sub i32 %16, %14
  br label %19

17:                                               ; preds = %3
  %18 = and i32 %9, 65536
  %.neg1 = xor i32 %18, -1
  br label %19

19:                                               ; preds = %17, %11
  %.0.neg = phi i32 [ %.neg, %11 ], [ %.neg1, %17 ]
  %20 = mul nsw i32 %1, %2
  %21 = shl i32 %20, 9
  %22 = add nsw i32 %2, -65537
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  br label %26

25:                                               ; preds = %19
  br label %26

26:                                               ; preds = %25, %24
  %27 = add i32 %.0.neg, 3
  %28 = add nsw i32 %27, %1
  %29 = ashr i32 %1, 24
  %30 = mul nsw i32 %29, %2
  %31 = add nsw i32 %28, %30
  ret i32 %31
}

define i32 @src24(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = add i32 %1, 2
  %5 = and i32 %1, %1
  %6 = xor i32 %4, %5
  %7 = mul i32 %1, %2
  %8 = add i32 %2, %7
  %9 = mul i32 %6, %8
  %10 = or i32 %0, %9
  %11 = icmp ne i32 %2, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %3
  %13 = shl i32 %2, 7
  %14 = shl i32 %13, 16
  br label %20

15:                                               ; preds = %3
  %16 = and i32 %1, %2
  %17 = add i32 %1, %2
  %18 = and i32 %16, %17
  %19 = add i32 2, %18
  br label %20

20:                                               ; preds = %15, %12
  %.0 = phi i32 [ %14, %12 ], [ %19, %15 ]
  %21 = mul i32 %.0, 1785
  %22 = sub i32 -1, %0
  %23 = icmp eq i32 %21, %22
  br i1 %23, label %24, label %28

24:                                               ; preds = %20
  %25 = or i32 %.0, %2
  %26 = lshr i32 %1, 28
  %27 = and i32 %25, %26
  br label %32

28:                                               ; preds = %20
  %29 = add i32 %2, %1
  %30 = mul i32 %.0, %0
  %31 = xor i32 %29, %30
  br label %32

32:                                               ; preds = %28, %24
  %33 = phi i32 [ %27, %24 ], [ %31, %28 ]
  ret i32 %33
}

define i32 @tgt24(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = add i32 %1, 2
  %5 = xor i32 %4, %1
  %6 = add i32 %1, 1
  %7 = mul i32 %6, %2
  %8 = mul i32 %5, %7
  %9 = or i32 %8, %0
  %.not = icmp eq i32 %9, %2
  br i1 %.not, label %12, label %10

10:                                               ; preds = %3
  %11 = shl i32 %2, 23
  br label %17

12:                                               ; preds = %3
  %13 = add i32 %1, %2
  %14 = and i32 %13, %2
  %15 = and i32 %14, %1
  %16 = add i32 %15, 2
  br label %17

17:                                               ; preds = %12, %10
  %.0 = phi i32 [ %11, %10 ], [ %16, %12 ]
  %18 = mul i32 %.0, 1785
  %19 = xor i32 %18, %0
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = or i32 %.0, %2
  %23 = lshr i32 %1, 28
  %24 = and i32 %22, %23
  br label %29

25:                                               ; preds = %17
  %26 = add i32 %2, %1
  %27 = mul i32 %.0, %0
  %28 = xor i32 %26, %27
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %28, %25 ]
  ret i32 %30
}

define i32 @tgt24b(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = add i32 %1, 2
  %5 = xor i32 %4, %1
  %6 = add i32 %1, 1
  %7 = mul i32 %6, %2
  %8 = mul i32 %5, %7
  %9 = or i32 %8, %0
  %.not = icmp eq i32 %9, %2
  br i1 %.not, label %12, label %10

10:                                               ; preds = %3
  %11 = shl i32 %2, 23
  br label %17

12:                                               ; preds = %3
  %13 = add i32 %1, %2
  %14 = and i32 %13, %2
  %15 = and i32 %14, %1
  %16 = add i32 %15, 2
  br label %17

17:                                               ; preds = %12, %10
  %.0 = phi i32 [ %11, %10 ], [ %16, %12 ]
  %18 = mul i32 %.0, 1785
  %19 = xor i32 %18, %0
  %20 = icmp eq i32 %19, -2
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = or i32 %.0, %2
  %23 = lshr i32 %1, 28
  %24 = and i32 %22, %23
  br label %29

25:                                               ; preds = %17
  %26 = add i32 %2, %1
  %27 = mul i32 %.0, %0
  %28 = xor i32 %26, %27
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %28, %25 ]
  ret i32 %30
}

define i32 @tgt24c(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = add i32 %1, 2
  %5 = xor i32 %4, %1
  %6 = add i32 %1, 2
  %7 = mul i32 %6, %2
  %8 = mul i32 %5, %7
  %9 = or i32 %8, %0
  %.not = icmp eq i32 %9, %2
  br i1 %.not, label %12, label %10

10:                                               ; preds = %3
  %11 = shl i32 %2, 23
  br label %17

12:                                               ; preds = %3
  %13 = add i32 %1, %2
  %14 = and i32 %13, %2
  %15 = and i32 %14, %1
  %16 = add i32 %15, 2
  br label %17

17:                                               ; preds = %12, %10
  %.0 = phi i32 [ %11, %10 ], [ %16, %12 ]
  %18 = mul i32 %.0, 1785
  %19 = xor i32 %18, %0
  %20 = icmp eq i32 %19, -1
  br i1 %20, label %21, label %25

21:                                               ; preds = %17
  %22 = or i32 %.0, %2
  %23 = lshr i32 %1, 28
  %24 = and i32 %22, %23
  br label %29

25:                                               ; preds = %17
  %26 = add i32 %2, %1
  %27 = mul i32 %.0, %0
  %28 = xor i32 %26, %27
  br label %29

29:                                               ; preds = %25, %21
  %30 = phi i32 [ %24, %21 ], [ %28, %25 ]
  ret i32 %30
}
