; P7: isolate the rightmost 0 bit. Naive: 1 << cttz(~x), and 0 for x = -1.
define i32 @src(i32 noundef %x) {
  %not = xor i32 %x, -1
  %t = call i32 @llvm.cttz.i32(i32 %not, i1 false)
  %z = icmp eq i32 %not, 0
  %s = shl i32 1, %t
  %r = select i1 %z, i32 0, i32 %s
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
