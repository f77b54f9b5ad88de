; P6: turn on the rightmost 0 bit. Naive: isolate the rightmost 0 bit of x and or it in.
define i32 @src(i32 noundef %x) {
  %not = xor i32 %x, -1
  %neg = sub i32 0, %not
  %bit = and i32 %not, %neg
  %r = or i32 %x, %bit
  ret i32 %r
}
