; Division by a constant and back: (x /u 4) * 4 clears the two low bits.
define i32 @src(i32 %x) {
  %d = udiv i32 %x, 4
  %r = mul i32 %d, 4
  ret i32 %r
}
define i32 @best(i32 %x) {
  %r = and i32 %x, -4
  ret i32 %r
}
