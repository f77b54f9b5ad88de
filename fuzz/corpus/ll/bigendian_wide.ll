target datalayout = "E-m:e-i64:64"
define i1000 @wide(i1000 %a, <2 x i1> %m) {
  %x = xor i1000 %a, -123456789012345678901234567890123456789
  %b = bitcast <2 x i1> %m to i2
  %z = zext i2 %b to i1000
  %r = add i1000 %x, %z
  ret i1000 %r
}
