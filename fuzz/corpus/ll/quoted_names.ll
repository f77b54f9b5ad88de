define i8 @"we\5Cird\C3\A9 fn"(i8 %"a\22b", i8 %v0) {
"bl ock":
  %"\01x" = add i8 %"a\22b", %v0
  %0 = add i8 %"\01x", 1
  br label %v1
v1:
  ret i8 %0
}
define i8 @0() {
  ret i8 0
}
define i8 @"1"() {
  ret i8 1
}
define i8 @"0"() {
  ret i8 2
}
