; Absolute value as a compare and a select; llvm.abs is one instruction (poison at INT_MIN not
; requested, so the wrapping form).
define i32 @src(i32 %x) {
  %c = icmp slt i32 %x, 0
  %n = sub i32 0, %x
  %r = select i1 %c, i32 %n, i32 %x
  ret i32 %r
}
define i32 @best(i32 %x) {
  %r = call i32 @llvm.abs.i32(i32 %x, i1 false)
  ret i32 %r
}
declare i32 @llvm.abs.i32(i32, i1)
