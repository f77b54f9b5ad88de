; P8: form a mask that identifies the trailing 0s. Naive: (1 << cttz(x)) - 1, all ones for x = 0.
define i32 @src(i32 noundef %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %s = shl i32 1, %t
  %m = sub i32 %s, 1
  %r = select i1 %z, i32 -1, i32 %m
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
