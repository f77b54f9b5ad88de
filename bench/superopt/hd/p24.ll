; P24: round up to the next power of 2 (Hacker's Delight clp2: 0 maps to 0; undefined above 2^31).
define i32 @src(i32 noundef %x) {
  %big = icmp ugt i32 %x, 2147483648
  %m1 = sub i32 %x, 1
  %n = call i32 @llvm.ctlz.i32(i32 %m1, i1 false)
  %sh = sub i32 32, %n
  %p = shl i32 1, %sh
  %z = icmp eq i32 %x, 0
  %p2 = select i1 %z, i32 0, i32 %p
  %r = select i1 %big, i32 poison, i32 %p2
  ret i32 %r
}
declare i32 @llvm.ctlz.i32(i32, i1)
