; P25: the high 32 bits of the unsigned 64-bit product of x and y.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = zext i32 %x to i64
  %b = zext i32 %y to i64
  %p = mul i64 %a, %b
  %h = lshr i64 %p, 32
  %r = trunc i64 %h to i32
  ret i32 %r
}
