; The equivalence sweep (verify/EquivalenceSweep.h) on a clang -O0/mem2reg function against its
; -O2 form (bench/verify/clang_pairs.py --count 20 --seed 12, f0). tgt tests src's branch
; `((a + 5) << 5) <= ((b | 5) & b) - b` as `(a & 0x7ffffff) == 0x7fffffb`, multiplies in another
; order and folds a select of src's phi; the query is unknown at 30 s without the sweep. Random
; inputs under which src is defined propose that tgt's compare and products equal src's, each is
; proved on its own under src's definedness, and the merged query is proved. The neighbours are
; incorrect: tgt2 compares with another constant, tgt3 selects 1 instead of 0.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 60000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 60000 --json | FileCheck %s --check-prefix=JSON
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: incorrect: Value mismatch
; JSON: "verdict":"correct",{{.*}}"swept_equalities":{{[1-9]}}

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 5
  %5 = and i32 %4, %1
  %6 = mul i32 %5, 1
  %7 = add i32 %0, 5
  %8 = shl i32 %7, 5
  %9 = sub i32 %6, %1
  %10 = icmp ule i32 %8, %9
  br i1 %10, label %11, label %18

11:                                               ; preds = %3
  %12 = sub i32 %0, 7
  %13 = mul i32 %6, %12
  %14 = mul i32 %2, %1
  %15 = sub i32 %0, %0
  %16 = add i32 %14, %15
  %17 = mul i32 %13, %16
  br label %22

18:                                               ; preds = %3
  %19 = and i32 %0, %1
  %20 = shl i32 %19, 21
  %21 = add i32 %1, %20
  br label %22

22:                                               ; preds = %18, %11
  %.0 = phi i32 [ %17, %11 ], [ %21, %18 ]
  %23 = and i32 65537, %1
  %24 = xor i32 %2, 3
  %25 = xor i32 %23, %24
  %26 = icmp eq i32 %25, %0
  br i1 %26, label %27, label %28

27:                                               ; preds = %22
  br label %30

28:                                               ; preds = %22
  %29 = or i32 %2, %.0
  br label %30

30:                                               ; preds = %28, %27
  %31 = phi i32 [ %2, %27 ], [ %29, %28 ]
  %32 = mul i32 %0, %31
  %33 = and i32 %2, %0
  %34 = or i32 %32, %33
  %35 = or i32 %34, %2
  ret i32 %35
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.mask = and i32 %0, 134217727
  %4 = icmp eq i32 %.mask, 134217723
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -7
  %7 = mul i32 %6, %1
  %8 = mul i32 %7, %1
  %9 = mul i32 %8, %2
  br label %14

10:                                               ; preds = %3
  %11 = and i32 %1, %0
  %12 = shl i32 %11, 21
  %13 = add i32 %12, %1
  br label %14

14:                                               ; preds = %10, %5
  %.0 = phi i32 [ %9, %5 ], [ %13, %10 ]
  %15 = and i32 %1, 65537
  %16 = xor i32 %15, %0
  %17 = xor i32 %16, %2
  %18 = icmp eq i32 %17, 3
  %19 = select i1 %18, i32 0, i32 %.0
  %20 = or i32 %19, %2
  %21 = mul i32 %20, %0
  %22 = or i32 %21, %2
  ret i32 %22
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.mask = and i32 %0, 134217727
  %4 = icmp eq i32 %.mask, 134217722
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -7
  %7 = mul i32 %6, %1
  %8 = mul i32 %7, %1
  %9 = mul i32 %8, %2
  br label %14

10:                                               ; preds = %3
  %11 = and i32 %1, %0
  %12 = shl i32 %11, 21
  %13 = add i32 %12, %1
  br label %14

14:                                               ; preds = %10, %5
  %.0 = phi i32 [ %9, %5 ], [ %13, %10 ]
  %15 = and i32 %1, 65537
  %16 = xor i32 %15, %0
  %17 = xor i32 %16, %2
  %18 = icmp eq i32 %17, 3
  %19 = select i1 %18, i32 0, i32 %.0
  %20 = or i32 %19, %2
  %21 = mul i32 %20, %0
  %22 = or i32 %21, %2
  ret i32 %22
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.mask = and i32 %0, 134217727
  %4 = icmp eq i32 %.mask, 134217723
  br i1 %4, label %5, label %10

5:                                                ; preds = %3
  %6 = add nsw i32 %0, -7
  %7 = mul i32 %6, %1
  %8 = mul i32 %7, %1
  %9 = mul i32 %8, %2
  br label %14

10:                                               ; preds = %3
  %11 = and i32 %1, %0
  %12 = shl i32 %11, 21
  %13 = add i32 %12, %1
  br label %14

14:                                               ; preds = %10, %5
  %.0 = phi i32 [ %9, %5 ], [ %13, %10 ]
  %15 = and i32 %1, 65537
  %16 = xor i32 %15, %0
  %17 = xor i32 %16, %2
  %18 = icmp eq i32 %17, 3
  %19 = select i1 %18, i32 1, i32 %.0
  %20 = or i32 %19, %2
  %21 = mul i32 %20, %0
  %22 = or i32 %21, %2
  ret i32 %22
}
