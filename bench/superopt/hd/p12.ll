; P12: test whether nlz(x) <= nlz(y) (1 or 0). Naive: count both.
define i32 @src(i32 noundef %x, i32 noundef %y) {
  %a = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %b = call i32 @llvm.ctlz.i32(i32 %y, i1 false)
  %c = icmp ule i32 %a, %b
  %r = zext i1 %c to i32
  ret i32 %r
}
declare i32 @llvm.ctlz.i32(i32, i1)
