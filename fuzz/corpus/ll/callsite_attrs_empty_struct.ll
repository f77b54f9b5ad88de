define i32 @u(i32 %a) {
  %r = call i32 @llvm.abs.i32(i32 %a, i1 immarg false)
  %q = call i32 @llvm.smax.i32(i32 %r, i32 poison) #0
  ret i32 %q
}
define {} @e() {
  ret {} {}
}
attributes #0 = { nounwind "x"="y" }
