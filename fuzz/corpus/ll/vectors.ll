define <4 x i32> @vectors(<4 x i32> %v, <4 x i32> %w, i32 %x) {
  %s = shufflevector <4 x i32> %v, <4 x i32> %w, <4 x i32> <i32 0, i32 poison, i32 7, i32 2>
  %e = extractelement <4 x i32> %s, i32 1
  %i = insertelement <4 x i32> %w, i32 %e, i64 3
  %a = add <4 x i32> %i, <i32 1, i32 poison, i32 undef, i32 -1>
  %c = icmp ult <4 x i32> %a, splat (i32 9)
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> zeroinitializer
  ret <4 x i32> %r
}
