define i32 @arith(i32 %a, i32 %b) {
  %1 = add nuw nsw i32 %a, %b
  %2 = sub i32 %1, -7
  %3 = mul nsw i32 %2, %b
  %4 = udiv exact i32 %3, 3
  %5 = sdiv i32 %4, %a
  %6 = urem i32 %5, 5
  %7 = srem i32 %6, %b
  %8 = shl nuw i32 %7, 2
  %9 = lshr exact i32 %8, 1
  %10 = ashr i32 %9, %a
  %11 = and i32 %10, 255
  %12 = or disjoint i32 %11, 256
  %13 = xor i32 %12, -1
  ret i32 %13
}
