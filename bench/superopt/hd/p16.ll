; P16: the maximum of two unsigned integers. Naive: compare and select.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %c = icmp uge i32 %x, %y
  %r = select i1 %c, i32 %x, i32 %y
  ret i32 %r
}
