; P3: isolate the rightmost 1 bit. Naive: 1 << cttz(x), and 0 for x = 0.
define i32 @src(i32 noundef %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %s = shl i32 1, %t
  %r = select i1 %z, i32 0, i32 %s
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
