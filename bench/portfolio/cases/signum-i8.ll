; Signum with two compare-and-selects; Hacker's Delight 2-8's three instructions
; (x >>s 7) | ((0 - x) >>u 7).
define i8 @src(i8 %x) {
  %p = icmp sgt i8 %x, 0
  %n = icmp slt i8 %x, 0
  %a = select i1 %n, i8 -1, i8 0
  %r = select i1 %p, i8 1, i8 %a
  ret i8 %r
}
define i8 @best(i8 %x) {
  %s = ashr i8 %x, 7
  %m = sub i8 0, %x
  %t = lshr i8 %m, 7
  %r = or i8 %s, %t
  ret i8 %r
}
