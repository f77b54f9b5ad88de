; Clamp to [0, 255] with two compare-and-selects: smax then smin.
define i32 @src(i32 %x) {
  %c1 = icmp sgt i32 %x, 0
  %a = select i1 %c1, i32 %x, i32 0
  %c2 = icmp slt i32 %a, 255
  %r = select i1 %c2, i32 %a, i32 255
  ret i32 %r
}
define i32 @best(i32 %x) {
  %a = call i32 @llvm.smax.i32(i32 %x, i32 0)
  %r = call i32 @llvm.smin.i32(i32 %a, i32 255)
  ret i32 %r
}
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
