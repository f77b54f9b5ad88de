; Sources of two-file-mode.ll and func-option.ll.
define i8 @double(i8 noundef %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @negate(i8 %x) {
  %r = sub i8 0, %x
  ret i8 %r
}
