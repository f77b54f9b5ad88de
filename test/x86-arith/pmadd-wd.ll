; pmadd.wd sums adjacent signed i16 products into i32, wrapping only for four -32768 inputs: an
; `add nsw` target is more poisonous; a poison input lane poisons only its own result lane.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

declare <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16>, <8 x i16>)

define <4 x i32> @src(<8 x i16> %a, <8 x i16> %b) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<8 x i16> %a, <8 x i16> %b) {
  %ae = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %ao = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %be = shufflevector <8 x i16> %b, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %bo = shufflevector <8 x i16> %b, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %wae = sext <4 x i16> %ae to <4 x i32>
  %wao = sext <4 x i16> %ao to <4 x i32>
  %wbe = sext <4 x i16> %be to <4 x i32>
  %wbo = sext <4 x i16> %bo to <4 x i32>
  %pe = mul <4 x i32> %wae, %wbe
  %po = mul <4 x i32> %wao, %wbo
  %r = add <4 x i32> %pe, %po
  ret <4 x i32> %r
}

define <4 x i32> @src2(<8 x i16> %a) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>)
  ret <4 x i32> %r
}

define <4 x i32> @tgt2(<8 x i16> %a) {
  %ae = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %ao = shufflevector <8 x i16> %a, <8 x i16> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %wae = sext <4 x i16> %ae to <4 x i32>
  %wao = sext <4 x i16> %ao to <4 x i32>
  %pe = mul <4 x i32> %wae, <i32 -32768, i32 -32768, i32 -32768, i32 -32768>
  %po = mul <4 x i32> %wao, <i32 -32768, i32 -32768, i32 -32768, i32 -32768>
  %r = add nsw <4 x i32> %pe, %po
  ret <4 x i32> %r
}

define i32 @src3(<8 x i16> %a, <8 x i16> %b) {
  %p = insertelement <8 x i16> %a, i16 poison, i64 3
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %p, <8 x i16> %b)
  %e = extractelement <4 x i32> %r, i64 2
  ret i32 %e
}

define i32 @tgt3(<8 x i16> %a, <8 x i16> %b) {
  %r = call <4 x i32> @llvm.x86.sse2.pmadd.wd(<8 x i16> %a, <8 x i16> %b)
  %e = extractelement <4 x i32> %r, i64 2
  ret i32 %e
}
