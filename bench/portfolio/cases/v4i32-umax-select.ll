; Vector lanes: unsigned maximum of <4 x i32> as a compare and a select.
define <4 x i32> @src(<4 x i32> %a, <4 x i32> %b) {
  %c = icmp ugt <4 x i32> %a, %b
  %r = select <4 x i1> %c, <4 x i32> %a, <4 x i32> %b
  ret <4 x i32> %r
}
define <4 x i32> @best(<4 x i32> %a, <4 x i32> %b) {
  %r = call <4 x i32> @llvm.umax.v4i32(<4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>)
