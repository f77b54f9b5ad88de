; Seed 002's generalization example at one width: (x << 3) >>u 3 = x & (-1 >>u 3).
define i32 @src(i32 %x) {
  %a = shl i32 %x, 3
  %r = lshr i32 %a, 3
  ret i32 %r
}
define i32 @best(i32 %x) {
  %r = and i32 %x, 536870911
  ret i32 %r
}
