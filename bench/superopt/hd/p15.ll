; P15: ceiling of the average of two unsigned integers without overflow. Naive: in 64 bits.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = zext i32 %x to i64
  %b = zext i32 %y to i64
  %s = add i64 %a, %b
  %s1 = add i64 %s, 1
  %h = lshr i64 %s1, 1
  %r = trunc i64 %h to i32
  ret i32 %r
}
