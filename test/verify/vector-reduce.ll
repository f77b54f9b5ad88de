; vector.reduce.* equal their scalar expansions; umax is not smax.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

declare i8 @llvm.vector.reduce.add.v4i8(<4 x i8>)
declare i8 @llvm.vector.reduce.xor.v2i8(<2 x i8>)
declare i8 @llvm.vector.reduce.umax.v2i8(<2 x i8>)
declare i8 @llvm.vector.reduce.smax.v2i8(<2 x i8>)

define i8 @src(<4 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.add.v4i8(<4 x i8> %v)
  ret i8 %r
}

define i8 @tgt(<4 x i8> %v) {
  %e0 = extractelement <4 x i8> %v, i32 0
  %e1 = extractelement <4 x i8> %v, i32 1
  %e2 = extractelement <4 x i8> %v, i32 2
  %e3 = extractelement <4 x i8> %v, i32 3
  %a = add i8 %e0, %e1
  %b = add i8 %e2, %e3
  %r = add i8 %a, %b
  ret i8 %r
}

define i8 @src2(<2 x i8> %v) {
  %r = call i8 @llvm.vector.reduce.xor.v2i8(<2 x i8> %v)
  ret i8 %r
}

define i8 @tgt2(<2 x i8> %v) {
  %e0 = extractelement <2 x i8> %v, i32 0
  %e1 = extractelement <2 x i8> %v, i32 1
  %r = xor i8 %e1, %e0
  ret i8 %r
}

define i8 @src3(<2 x i8> noundef %v) {
  %r = call i8 @llvm.vector.reduce.umax.v2i8(<2 x i8> %v)
  ret i8 %r
}

define i8 @tgt3(<2 x i8> noundef %v) {
  %r = call i8 @llvm.vector.reduce.smax.v2i8(<2 x i8> %v)
  ret i8 %r
}
