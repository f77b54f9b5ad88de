; P23: count the 1 bits.
define i32 @src(i32 noundef %x) {
  %r = call i32 @llvm.ctpop.i32(i32 %x)
  ret i32 %r
}
declare i32 @llvm.ctpop.i32(i32)
