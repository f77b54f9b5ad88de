; The equality prover's attempt over shared operands with products abstracted
; (verify/EqualityProver.h, step 2) on a clang -O0/mem2reg function against its -O2 form
; (bench/verify/clang_pairs.py --count 30 --seed 42, f25; unsigned, so no nsw). Once the sweep has
; merged the phis, src returns `((x - c) - y * c) - y` and tgt `(x - y) + ~y * c`, x and y phis
; of products both share. Over x and y as constants, with the complement as a difference and the
; products abstracted, both are one sum; exactly, each side multiplies two 32-bit variables and
; the pair is unknown at 120 s without this attempt. The neighbours are incorrect: tgt2 xors with -2 instead of
; -1, tgt3 compares the product with x + 6.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: {{^}}incorrect:

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 %1, %0
  %5 = lshr i32 %4, 3
  %6 = mul i32 %0, %1
  %7 = shl i32 %6, 3
  %8 = sub i32 %5, %7
  %9 = mul i32 2, %8
  %10 = icmp ult i32 %1, %9
  br i1 %10, label %11, label %19

11:                                               ; preds = %3
  %12 = or i32 %8, %2
  %13 = sub i32 %2, %0
  %14 = sub i32 %12, %13
  %15 = xor i32 %2, 5
  %16 = sub i32 %0, %2
  %17 = or i32 %15, %16
  %18 = or i32 %14, %17
  br label %20

19:                                               ; preds = %3
  br label %20

20:                                               ; preds = %19, %11
  %.0 = phi i32 [ %18, %11 ], [ 2, %19 ]
  %21 = shl i32 %0, 22
  %22 = or i32 %.0, %1
  %23 = mul i32 %21, %22
  %24 = add i32 %.0, 5
  %25 = icmp uge i32 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %20
  br label %30

27:                                               ; preds = %20
  %28 = shl i32 %.0, 10
  %29 = or i32 %28, 2
  br label %30

30:                                               ; preds = %27, %26
  %31 = phi i32 [ %0, %26 ], [ %29, %27 ]
  %32 = sub i32 %.0, %2
  %33 = mul i32 %31, %2
  %34 = sub i32 %32, %33
  %35 = sub i32 %34, %31
  ret i32 %35
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 %1, %0
  %5 = lshr i32 %4, 3
  %6 = shl i32 %0, 3
  %7 = mul i32 %6, %1
  %8 = sub i32 %5, %7
  %9 = shl i32 %8, 1
  %10 = icmp ugt i32 %9, %1
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = or i32 %8, %2
  %.neg = sub i32 %0, %2
  %13 = add i32 %12, %.neg
  %14 = xor i32 %2, 5
  %15 = or i32 %14, %13
  %16 = or i32 %15, %.neg
  br label %17

17:                                               ; preds = %3, %11
  %.0 = phi i32 [ %16, %11 ], [ 2, %3 ]
  %18 = shl i32 %0, 22
  %19 = or i32 %.0, %1
  %20 = mul i32 %18, %19
  %21 = add i32 %.0, 5
  %.not = icmp ult i32 %20, %21
  %22 = shl i32 %.0, 10
  %23 = or disjoint i32 %22, 2
  %24 = select i1 %.not, i32 %23, i32 %0
  %.neg1 = xor i32 %24, -1
  %.neg2 = mul i32 %.neg1, %2
  %25 = sub i32 %.0, %24
  %26 = add i32 %25, %.neg2
  ret i32 %26
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 %1, %0
  %5 = lshr i32 %4, 3
  %6 = shl i32 %0, 3
  %7 = mul i32 %6, %1
  %8 = sub i32 %5, %7
  %9 = shl i32 %8, 1
  %10 = icmp ugt i32 %9, %1
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = or i32 %8, %2
  %.neg = sub i32 %0, %2
  %13 = add i32 %12, %.neg
  %14 = xor i32 %2, 5
  %15 = or i32 %14, %13
  %16 = or i32 %15, %.neg
  br label %17

17:                                               ; preds = %3, %11
  %.0 = phi i32 [ %16, %11 ], [ 2, %3 ]
  %18 = shl i32 %0, 22
  %19 = or i32 %.0, %1
  %20 = mul i32 %18, %19
  %21 = add i32 %.0, 5
  %.not = icmp ult i32 %20, %21
  %22 = shl i32 %.0, 10
  %23 = or disjoint i32 %22, 2
  %24 = select i1 %.not, i32 %23, i32 %0
  %.neg1 = xor i32 %24, -2
  %.neg2 = mul i32 %.neg1, %2
  %25 = sub i32 %.0, %24
  %26 = add i32 %25, %.neg2
  ret i32 %26
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 %1, %0
  %5 = lshr i32 %4, 3
  %6 = shl i32 %0, 3
  %7 = mul i32 %6, %1
  %8 = sub i32 %5, %7
  %9 = shl i32 %8, 1
  %10 = icmp ugt i32 %9, %1
  br i1 %10, label %11, label %17

11:                                               ; preds = %3
  %12 = or i32 %8, %2
  %.neg = sub i32 %0, %2
  %13 = add i32 %12, %.neg
  %14 = xor i32 %2, 5
  %15 = or i32 %14, %13
  %16 = or i32 %15, %.neg
  br label %17

17:                                               ; preds = %3, %11
  %.0 = phi i32 [ %16, %11 ], [ 2, %3 ]
  %18 = shl i32 %0, 22
  %19 = or i32 %.0, %1
  %20 = mul i32 %18, %19
  %21 = add i32 %.0, 6
  %.not = icmp ult i32 %20, %21
  %22 = shl i32 %.0, 10
  %23 = or disjoint i32 %22, 2
  %24 = select i1 %.not, i32 %23, i32 %0
  %.neg1 = xor i32 %24, -1
  %.neg2 = mul i32 %.neg1, %2
  %25 = sub i32 %.0, %24
  %26 = add i32 %25, %.neg2
  ret i32 %26
}
