; haddps and addsubpd are the LLVM shuffles and fadd/fsub with x86's NaN rules: lowering LLVM's
; form to the intrinsic is correct (x86's NaNs are among those LLVM allows), the reverse is not
; (LLVM's fadd may give NaNs x86 never does). hsubps subtracts the odd lane from the even one;
; the swapped difference is incorrect.
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

declare <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float>, <4 x float>)
declare <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float>, <4 x float>)
declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)

define <4 x float> @src(<4 x float> noundef %a, <4 x float> noundef %b) {
  %even = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %odd = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fadd <4 x float> %even, %odd
  ret <4 x float> %r
}

define <4 x float> @tgt(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @src2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse3.hadd.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}

define <4 x float> @tgt2(<4 x float> noundef %a, <4 x float> noundef %b) {
  %even = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %odd = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fadd <4 x float> %even, %odd
  ret <4 x float> %r
}

define <2 x double> @src3(<2 x double> noundef %a, <2 x double> noundef %b) {
  %d = fsub <2 x double> %a, %b
  %s = fadd <2 x double> %a, %b
  %r = shufflevector <2 x double> %d, <2 x double> %s, <2 x i32> <i32 0, i32 3>
  ret <2 x double> %r
}

define <2 x double> @tgt3(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <4 x float> @src4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %even = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %odd = shufflevector <4 x float> %a, <4 x float> %b, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %r = fsub <4 x float> %odd, %even
  ret <4 x float> %r
}

define <4 x float> @tgt4(<4 x float> noundef %a, <4 x float> noundef %b) {
  %r = call <4 x float> @llvm.x86.sse3.hsub.ps(<4 x float> %a, <4 x float> %b)
  ret <4 x float> %r
}
