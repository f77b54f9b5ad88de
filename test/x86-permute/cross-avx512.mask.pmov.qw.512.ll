; avx512.mask.pmov.qw.512: trunc, a select by the mask bits, upper lanes zero.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.mask.pmov.qw.512(<8 x i64>, <8 x i16>, i8)


define <8 x i16> @src(<8 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %r = call <8 x i16> @llvm.x86.avx512.mask.pmov.qw.512(<8 x i64> %x, <8 x i16> %p, i8 %m)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<8 x i64> noundef %x, <8 x i16> noundef %p, i8 noundef %m) {
  %t1 = trunc <8 x i64> %x to <8 x i16>
  %t2 = bitcast i8 %m to <8 x i1>
  %t3 = select <8 x i1> %t2, <8 x i16> %t1, <8 x i16> %p
  ret <8 x i16> %t3
}
