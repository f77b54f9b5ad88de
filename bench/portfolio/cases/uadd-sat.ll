; Unsigned saturating addition written out: the sum, its carry test and a select.
define i32 @src(i32 %a, i32 %b) {
  %s = add i32 %a, %b
  %c = icmp ult i32 %s, %a
  %r = select i1 %c, i32 -1, i32 %s
  ret i32 %r
}
define i32 @best(i32 %a, i32 %b) {
  %r = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  ret i32 %r
}
declare i32 @llvm.uadd.sat.i32(i32, i32)
