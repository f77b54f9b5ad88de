; P19: exchange two bit fields of x: the field under mask %m and the field k bits above it.
; Defined (not poison) only when the fields do not overlap and the upper one fits.
define i32 @src(i32 noundef %x, i32 noundef %m, i32 noundef %k) {
  %mk = shl i32 %m, %k
  %back = lshr i32 %mk, %k
  %fits = icmp eq i32 %back, %m
  %both = and i32 %m, %mk
  %apart = icmp eq i32 %both, 0
  %ok = and i1 %fits, %apart
  %a = and i32 %x, %m
  %b = and i32 %x, %mk
  %fields = or i32 %m, %mk
  %rest = xor i32 %fields, -1
  %keep = and i32 %x, %rest
  %a2 = shl i32 %a, %k
  %b2 = lshr i32 %b, %k
  %ab = or i32 %a2, %b2
  %res = or i32 %keep, %ab
  %r = select i1 %ok, i32 %res, i32 poison
  ret i32 %r
}
