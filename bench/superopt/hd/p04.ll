; P4: form a mask that identifies the rightmost 1 bit and the trailing 0s. Naive: all ones below
; and at the rightmost 1 bit, from cttz; all ones for x = 0.
define i32 @src(i32 noundef %x) {
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %z = icmp eq i32 %x, 0
  %n = sub i32 31, %t
  %m = lshr i32 -1, %n
  %r = select i1 %z, i32 -1, i32 %m
  ret i32 %r
}
declare i32 @llvm.cttz.i32(i32, i1)
