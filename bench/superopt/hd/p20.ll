; P20: the next higher unsigned number with the same number of 1 bits (x = 0 is undefined).
; Naive: add the rightmost 1 bit, then refill the lost ones at the bottom by shifts.
define i32 @src(i32 noundef %x) {
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %o3 = lshr i32 %o2, %t
  %res = or i32 %r, %o3
  ret i32 %res
}
declare i32 @llvm.cttz.i32(i32, i1)
