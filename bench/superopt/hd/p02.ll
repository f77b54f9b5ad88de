; P2: test whether an unsigned integer is of the form 2^n - 1 (zero iff it is). Naive: clear the
; trailing ones by isolating the rightmost 0 bit and masking everything below it.
define i32 @src(i32 noundef %x) {
  %not = xor i32 %x, -1
  %negnot = sub i32 0, %not
  %zero = and i32 %not, %negnot
  %below = sub i32 %zero, 1
  %keep = xor i32 %below, -1
  %r = and i32 %x, %keep
  ret i32 %r
}
