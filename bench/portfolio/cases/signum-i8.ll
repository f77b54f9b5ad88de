; Signum with two compares extended and or'ed; Hacker's Delight 2-8's four instructions
; (x >>s 7) | ((0 - x) >>u 7) need no compare.
define i8 @src(i8 %x) {
  %p = icmp sgt i8 %x, 0
  %n = icmp slt i8 %x, 0
  %zp = zext i1 %p to i8
  %sn = sext i1 %n to i8
  %r = or i8 %zp, %sn
  ret i8 %r
}
define i8 @best(i8 %x) {
  %s = ashr i8 %x, 7
  %m = sub i8 0, %x
  %t = lshr i8 %m, 7
  %r = or i8 %s, %t
  ret i8 %r
}
