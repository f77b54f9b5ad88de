; Hacker's Delight 2-1: isolate the rightmost 1 bit, x & (~x + 1) = x & -x.
define i32 @src(i32 %x) {
  %n = xor i32 %x, -1
  %m = add i32 %n, 1
  %r = and i32 %x, %m
  ret i32 %r
}
define i32 @best(i32 %x) {
  %m = sub i32 0, %x
  %r = and i32 %x, %m
  ret i32 %r
}
