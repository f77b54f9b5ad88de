; P9: absolute value (wrapping: INT_MIN stays INT_MIN). Naive: compare and negate.
define i32 @src(i32 noundef %x) {
  %n = icmp slt i32 %x, 0
  %neg = sub i32 0, %x
  %r = select i1 %n, i32 %neg, i32 %x
  ret i32 %r
}
