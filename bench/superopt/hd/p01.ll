; P1 (Gulwani et al., PLDI 2011): turn off the rightmost 1 bit. Naive: isolate the bit, clear it.
define i32 @src(i32 noundef %x) {
  %neg = sub i32 0, %x
  %low = and i32 %x, %neg
  %not = xor i32 %low, -1
  %r = and i32 %x, %not
  ret i32 %r
}
