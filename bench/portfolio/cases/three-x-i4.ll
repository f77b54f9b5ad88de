; Seed 002 section 3's STOKE example: 3x mod 16 as 2x + x written long-hand (five instructions).
define i4 @src(i4 %x) {
  %a = shl i4 %x, 1
  %b = xor i4 %a, %x
  %c = and i4 %a, %x
  %d = shl i4 %c, 1
  %e = add i4 %b, %d
  ret i4 %e
}
define i4 @best(i4 %x) {
  %r = mul i4 %x, 3
  ret i4 %r
}
