; P13: sign function (-1, 0 or 1). Naive: two comparisons.
define i32 @src(i32 noundef %x) {
  %pos = icmp sgt i32 %x, 0
  %neg = icmp slt i32 %x, 0
  %p = zext i1 %pos to i32
  %n = sext i1 %neg to i32
  %r = or i32 %p, %n
  ret i32 %r
}
