; The floor average of two u32 without overflow, computed in i64; Hacker's Delight 2-5's four
; instructions (x & y) + ((x ^ y) >>u 1) stay in i32.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %wx = zext i32 %x to i64
  %wy = zext i32 %y to i64
  %s = add i64 %wx, %wy
  %h = lshr i64 %s, 1
  %r = trunc i64 %h to i32
  ret i32 %r
}
define i32 @best(i32 noundef %x, i32 noundef %y) {
  %a = and i32 %x, %y
  %b = xor i32 %x, %y
  %c = lshr i32 %b, 1
  %r = add i32 %a, %c
  ret i32 %r
}
