; Vector lanes: the rounding average of <16 x i8> in a wider type; x86's pavgb is one instruction.
define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b) {
  %wa = zext <16 x i8> %a to <16 x i16>
  %wb = zext <16 x i8> %b to <16 x i16>
  %s = add <16 x i16> %wa, %wb
  %s1 = add <16 x i16> %s, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %h = lshr <16 x i16> %s1, <i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1, i16 1>
  %r = trunc <16 x i16> %h to <16 x i8>
  ret <16 x i8> %r
}
define <16 x i8> @best(<16 x i8> %a, <16 x i8> %b) {
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}
declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
