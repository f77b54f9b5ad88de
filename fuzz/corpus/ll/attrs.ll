define noundef range(i16 -3, 100) i16 @attrs(i16 noundef signext %a, i16 zeroext returned range(i16 1, 0) %b) #0 {
  %r = call noundef range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %a)
  %m = call i16 @llvm.cttz.i16(i16 %a, i1 false), !range !0
  ret i16 %b
}
attributes #0 = { nounwind willreturn "frame-pointer"="all" }
!0 = !{i16 0, i16 17}
