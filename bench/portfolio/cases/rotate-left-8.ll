; Rotate left by 8 as two shifts and an or; llvm.fshl is one instruction.
define i32 @src(i32 %x) {
  %a = shl i32 %x, 8
  %b = lshr i32 %x, 24
  %r = or i32 %a, %b
  ret i32 %r
}
define i32 @best(i32 %x) {
  %r = call i32 @llvm.fshl.i32(i32 %x, i32 %x, i32 8)
  ret i32 %r
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
