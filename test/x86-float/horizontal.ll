; haddpd and addsubpd are the LLVM shuffles and fadd/fsub with x86's NaN rules: lowering LLVM's
; form to the intrinsic is correct (x86's NaNs are among those LLVM allows), the reverse is not
; (LLVM's fadd may give NaNs x86 never does). hsubpd subtracts the odd lane from the even one;
; the swapped difference is incorrect. (Two lanes keep LLVM's NaN choices few enough to expand.)
; RUN: %expect-exit 1 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Value mismatch

declare <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double>, <2 x double>)
declare <2 x double> @llvm.x86.sse3.addsub.pd(<2 x double>, <2 x double>)

define <2 x double> @src(<2 x double> noundef %a, <2 x double> noundef %b) {
  %even = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 2>
  %odd = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  %r = fadd <2 x double> %even, %odd
  ret <2 x double> %r
}

define <2 x double> @tgt(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @src2(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse3.hadd.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}

define <2 x double> @tgt2(<2 x double> noundef %a, <2 x double> noundef %b) {
  %even = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 2>
  %odd = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  %r = fadd <2 x double> %even, %odd
  ret <2 x double> %r
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

define <2 x double> @src4(<2 x double> noundef %a, <2 x double> noundef %b) {
  %even = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 0, i32 2>
  %odd = shufflevector <2 x double> %a, <2 x double> %b, <2 x i32> <i32 1, i32 3>
  %r = fsub <2 x double> %odd, %even
  ret <2 x double> %r
}

define <2 x double> @tgt4(<2 x double> noundef %a, <2 x double> noundef %b) {
  %r = call <2 x double> @llvm.x86.sse3.hsub.pd(<2 x double> %a, <2 x double> %b)
  ret <2 x double> %r
}
