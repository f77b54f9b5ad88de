; Quantifier-free queries with products of variables are first tried with the products abstracted
; as an uninterpreted function (after a word-level simplification: products as sums of monomials),
; else solved with that simplification by the smt tactic. A clang -O0/mem2reg function against its
; -O2 form, whose products are reassociated (b*(b*(b|2)) as (b*b)*(b|2)) and factored (c + a*c as
; (a+1)*c) behind a branch and a phi, is proved with the abstraction; the neighbours with one constant changed, or
; with a factor's operand changed (tgt4), are incorrect (tgt3's counterexample may be a value
; mismatch or a product of tgt's that overflows where src's does not: both are real, which one Z3
; finds depends on timing).
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 30000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt4 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src --tgt tgt --json | FileCheck %s --check-prefix=JSON
; JSON: "verdict":"correct",{{.*}}"abstract_products_proof":true
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: @src => @tgt
; BAD-NEXT: incorrect: {{Value mismatch|Target is more poisonous than source}}

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 2
  %5 = mul nsw i32 %1, %4
  %6 = mul nsw i32 %1, %5
  %7 = or i32 %6, %1
  %8 = icmp eq i32 %0, %7
  br i1 %8, label %9, label %15
9:
  %10 = or i32 %2, -1
  %11 = sub nsw i32 2, %10
  %12 = and i32 %2, 255
  %13 = sub nsw i32 65537, %12
  %14 = and i32 %11, %13
  br label %16
15:
  br label %16
16:
  %.0 = phi i32 [ %14, %9 ], [ %0, %15 ]
  %17 = shl i32 %.0, 10
  %18 = mul nsw i32 %1, %2
  %19 = sub nsw i32 %17, %18
  %20 = mul nsw i32 %0, %1
  %21 = icmp sgt i32 %19, %20
  br i1 %21, label %22, label %25
22:
  %23 = mul nsw i32 %2, %1
  %24 = mul nsw i32 335544320, %23
  br label %28
25:
  %26 = mul nsw i32 %0, %2
  %27 = add nsw i32 %2, %26
  br label %28
28:
  %29 = phi i32 [ %24, %22 ], [ %27, %25 ]
  ret i32 %29
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 2
  %5 = mul i32 %1, %1
  %6 = mul i32 %5, %4
  %7 = or i32 %6, %1
  %8 = icmp eq i32 %7, %0
  %9 = sub i32 1, %2
  %10 = and i32 %9, 3
  %.0 = select i1 %8, i32 %10, i32 %0
  %11 = shl i32 %.0, 10
  %12 = mul nsw i32 %2, %1
  %13 = sub nsw i32 %11, %12
  %14 = mul nsw i32 %1, %0
  %15 = icmp sgt i32 %13, %14
  %16 = mul nsw i32 %12, 335544320
  %17 = add i32 %0, 1
  %18 = mul i32 %17, %2
  %19 = select i1 %15, i32 %16, i32 %18
  ret i32 %19
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 2
  %5 = mul i32 %1, %1
  %6 = mul i32 %5, %4
  %7 = or i32 %6, %1
  %8 = icmp eq i32 %7, %0
  %9 = sub i32 1, %2
  %10 = and i32 %9, 3
  %.0 = select i1 %8, i32 %10, i32 %0
  %11 = shl i32 %.0, 10
  %12 = mul nsw i32 %2, %1
  %13 = sub nsw i32 %11, %12
  %14 = mul nsw i32 %1, %0
  %15 = icmp sgt i32 %13, %14
  %16 = mul nsw i32 %12, 335544320
  %17 = add i32 %0, 2
  %18 = mul i32 %17, %2
  %19 = select i1 %15, i32 %16, i32 %18
  ret i32 %19
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 2
  %5 = mul i32 %1, %1
  %6 = mul i32 %5, %4
  %7 = or i32 %6, %1
  %8 = icmp eq i32 %7, %0
  %9 = sub i32 1, %2
  %10 = and i32 %9, 7
  %.0 = select i1 %8, i32 %10, i32 %0
  %11 = shl i32 %.0, 10
  %12 = mul nsw i32 %2, %1
  %13 = sub nsw i32 %11, %12
  %14 = mul nsw i32 %1, %0
  %15 = icmp sgt i32 %13, %14
  %16 = mul nsw i32 %12, 335544320
  %17 = add i32 %0, 1
  %18 = mul i32 %17, %2
  %19 = select i1 %15, i32 %16, i32 %18
  ret i32 %19
}

define i32 @tgt4(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = or i32 %1, 2
  %5 = mul i32 %1, %1
  %6 = mul i32 %5, %4
  %7 = or i32 %6, %1
  %8 = icmp eq i32 %7, %0
  %9 = sub i32 1, %2
  %10 = and i32 %9, 3
  %.0 = select i1 %8, i32 %10, i32 %0
  %11 = shl i32 %.0, 10
  %12 = mul nsw i32 %2, %1
  %13 = sub nsw i32 %11, %12
  %14 = mul nsw i32 %1, %0
  %15 = icmp sgt i32 %13, %14
  %16 = mul nsw i32 %12, 335544320
  %17 = add i32 %1, 1
  %18 = mul i32 %17, %2
  %19 = select i1 %15, i32 %16, i32 %18
  ret i32 %19
}
