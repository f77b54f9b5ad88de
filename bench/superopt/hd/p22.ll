; P22: the parity of x (1 when the number of 1 bits is odd).
define i32 @src(i32 noundef %x) {
  %n = call i32 @llvm.ctpop.i32(i32 %x)
  %r = and i32 %n, 1
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
