; A three-way CFG with early returns and a phi is equivalent to a umin/umax clamp.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare i8 @llvm.umin.i8(i8, i8)
declare i8 @llvm.umax.i8(i8, i8)

define i8 @src(i8 %x) {
entry:
  %lo = icmp ult i8 %x, 10
  br i1 %lo, label %low, label %check
check:
  %hi = icmp ugt i8 %x, 100
  br i1 %hi, label %high, label %mid
low:
  ret i8 10
high:
  br label %out
mid:
  br label %out
out:
  %r = phi i8 [ 100, %high ], [ %x, %mid ]
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %a = call i8 @llvm.umax.i8(i8 %x, i8 10)
  %r = call i8 @llvm.umin.i8(i8 %a, i8 100)
  ret i8 %r
}
