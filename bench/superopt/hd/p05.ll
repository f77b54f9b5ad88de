; P5: right-propagate the rightmost 1 bit. Naive: x or'ed with the mask of its trailing zeros.
define i32 @src(i32 noundef %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %n = sub i32 32, %t
  %sh = and i32 %n, 31
  %m = lshr i32 -1, %sh
  %mm = select i1 %z, i32 -1, i32 %m
  %m0 = icmp eq i32 %t, 0
  %mask = select i1 %m0, i32 0, i32 %mm
  %r = or i32 %x, %mask
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
