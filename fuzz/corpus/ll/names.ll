define i8 @0(i8 %0) {
  %2 = add i8 %0, 1
  %"odd name" = mul i8 %2, %2
  br label %3
3:
  %.x = sub i8 %"odd name", %0
  ret i8 %.x
}
define void @"quoted fn"() {
b:
  br label %a
c:
  ret void
a:
  br label %c
dead:
  %u = add i8 %u, 1
  br label %dead
}
