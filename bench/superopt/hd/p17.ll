; P17: turn off the rightmost contiguous string of 1 bits. Naive: shift out the trailing zeros,
; clear the trailing ones, shift back; 0 for x = 0.
define i32 @src(i32 noundef %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %ts = and i32 %t, 31
  %s = lshr i32 %x, %ts
  %s1 = add i32 %s, 1
  %c = and i32 %s, %s1
  %b = shl i32 %c, %ts
  %r = select i1 %z, i32 0, i32 %b
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
