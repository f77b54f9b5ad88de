; The product abstraction keeps what multiplication does with 0 and 1, compares products by their
; operands' values (so a * b and b * a built from different terms are one product), and takes
; numeral factors and left shifts by numerals out of the product. A clang -O0/mem2reg function
; (bench/verify/clang_pairs.py --seed 1, f2) against its -O2 form: src's ((65537 - a) * a) ^ c is
; c where a == 0, and -b * (5 * y) is (y' * -5 - 327685) * b in tgt. Proved with the abstraction;
; the neighbours with a constant changed (tgt2) or the select's arms swapped (tgt3) are incorrect.
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt --timeout-ms 30000 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt3 --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %theseus verify %s --src src --tgt tgt --json | FileCheck %s --check-prefix=JSON
; JSON: "verdict":"correct",{{.*}}"abstract_products_proof":true
; OK: @src => @tgt
; OK-NEXT: {{^}}correct{{$}}
; BAD: @src => @tgt
; BAD-NEXT: incorrect: Value mismatch

define i32 @src(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %4 = sub i32 65537, %0
  %5 = mul i32 %4, %0
  %6 = xor i32 %5, %2
  %7 = mul i32 %0, 2
  %8 = icmp ne i32 %0, %7
  br i1 %8, label %9, label %11
9:
  %10 = mul i32 %0, 1
  br label %12
11:
  br label %12
12:
  %.0 = phi i32 [ %10, %9 ], [ %6, %11 ]
  %13 = icmp ugt i32 %1, -1
  br i1 %13, label %14, label %18
14:
  %15 = or i32 %2, %0
  %16 = shl i32 %2, 20
  %17 = sub i32 %15, %16
  br label %21
18:
  %19 = or i32 %.0, %1
  %20 = add i32 65537, %19
  br label %21
21:
  %22 = phi i32 [ %17, %14 ], [ %20, %18 ]
  %23 = mul i32 -1, %1
  %24 = mul i32 5, %22
  %25 = mul i32 %23, %24
  %26 = add i32 %2, %25
  ret i32 %26
}

define i32 @tgt(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.not = icmp eq i32 %0, 0
  %.0 = select i1 %.not, i32 %2, i32 %0
  %4 = or i32 %.0, %1
  %.neg = mul i32 %4, -5
  %.neg1 = add i32 %.neg, -327685
  %.neg2 = mul i32 %.neg1, %1
  %5 = add i32 %.neg2, %2
  ret i32 %5
}

define i32 @tgt2(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.not = icmp eq i32 %0, 0
  %.0 = select i1 %.not, i32 %2, i32 %0
  %4 = or i32 %.0, %1
  %.neg = mul i32 %4, -5
  %.neg1 = add i32 %.neg, -327684
  %.neg2 = mul i32 %.neg1, %1
  %5 = add i32 %.neg2, %2
  ret i32 %5
}

define i32 @tgt3(i32 noundef %0, i32 noundef %1, i32 noundef %2) {
  %.not = icmp eq i32 %0, 0
  %.0 = select i1 %.not, i32 %0, i32 %2
  %4 = or i32 %.0, %1
  %.neg = mul i32 %4, -5
  %.neg1 = add i32 %.neg, -327685
  %.neg2 = mul i32 %.neg1, %1
  %5 = add i32 %.neg2, %2
  ret i32 %5
}
