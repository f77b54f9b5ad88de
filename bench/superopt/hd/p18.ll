; P18: test whether x is a power of 2 (1 or 0). Naive: count the bits.
define i32 @src(i32 noundef %x) {
  %n = call i32 @llvm.ctpop.i32(i32 %x)
  %c = icmp eq i32 %n, 1
  %r = zext i1 %c to i32
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
