; Hacker's Delight 2-1: turn off the rightmost 1 bit, x & ~(~x + 1) = x & (x - 1).
define i32 @src(i32 %x) {
  %n = xor i32 %x, -1
  %m = add i32 %n, 1
  %o = xor i32 %m, -1
  %r = and i32 %x, %o
  ret i32 %r
}
define i32 @best(i32 %x) {
  %a = add i32 %x, -1
  %r = and i32 %x, %a
  ret i32 %r
}
