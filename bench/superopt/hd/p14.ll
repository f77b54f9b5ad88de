; P14: floor of the average of two unsigned integers without overflow. Naive: in 64 bits.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = zext i32 %x to i64
  %b = zext i32 %y to i64
  %s = add i64 %a, %b
  %h = lshr i64 %s, 1
  %r = trunc i64 %h to i32
  ret i32 %r
}
