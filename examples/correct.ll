; InstCombine-style folds that are correct for every input, including poison and undef ones.
; Run: theseus verify examples/correct.ll

; ~x + 1 == -x
define i32 @src(i32 %x) {
  %not = xor i32 %x, -1
  %neg = add i32 %not, 1
  ret i32 %neg
}

define i32 @tgt(i32 %x) {
  %neg = sub i32 0, %x
  ret i32 %neg
}

; (x & y) + (x | y) == x + y: the carries of and/or add up to the plain sum.
define i32 @src2(i32 %x, i32 %y) {
  %and = and i32 %x, %y
  %or = or i32 %x, %y
  %sum = add i32 %and, %or
  ret i32 %sum
}

define i32 @tgt2(i32 %x, i32 %y) {
  %sum = add i32 %x, %y
  ret i32 %sum
}
