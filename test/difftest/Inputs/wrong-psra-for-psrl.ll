; Deliberately wrong: an arithmetic shift is not a logical one (the tester must say mismatch).
define <32 x i16> @src(<32 x i16> %a, <8 x i16> %count) {
  %r = call <32 x i16> @llvm.x86.avx512.psrl.w.512(<32 x i16> %a, <8 x i16> %count)
  ret <32 x i16> %r
}

define <32 x i16> @tgt(<32 x i16> %a, <8 x i16> %count) {
  %r = call <32 x i16> @llvm.x86.avx512.psra.w.512(<32 x i16> %a, <8 x i16> %count)
  ret <32 x i16> %r
}

declare <32 x i16> @llvm.x86.avx512.psrl.w.512(<32 x i16>, <8 x i16>)
declare <32 x i16> @llvm.x86.avx512.psra.w.512(<32 x i16>, <8 x i16>)
