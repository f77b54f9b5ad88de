; Hacker's Delight 2-1 (P4): a mask of the rightmost 1 bit and the zeros below it, x ^ (x - 1),
; written as x ^ ~(-x).
define i32 @src(i32 %x) {
  %m = sub i32 0, %x
  %n = xor i32 %m, -1
  %r = xor i32 %x, %n
  ret i32 %r
}
define i32 @best(i32 %x) {
  %a = add i32 %x, -1
  %r = xor i32 %x, %a
  ret i32 %r
}
