; Vector lanes: unsigned saturating subtraction of <8 x i16> as a max and a sub.
define <8 x i16> @src(<8 x i16> %a, <8 x i16> %b) {
  %c = icmp ugt <8 x i16> %a, %b
  %m = select <8 x i1> %c, <8 x i16> %a, <8 x i16> %b
  %r = sub <8 x i16> %m, %b
  ret <8 x i16> %r
}
define <8 x i16> @best(<8 x i16> %a, <8 x i16> %b) {
  %r = call <8 x i16> @llvm.usub.sat.v8i16(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}
declare <8 x i16> @llvm.usub.sat.v8i16(<8 x i16>, <8 x i16>)
