; llvm.assume(false) is UB: src's assumptions enable folds; tgt may not add an assumption.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK: Target: UB

declare void @llvm.assume(i1)

define i1 @src(i8 %x) {
  %c = icmp ult i8 %x, 10
  call void @llvm.assume(i1 %c)
  %r = icmp ult i8 %x, 20
  ret i1 %r
}

define i1 @tgt(i8 %x) {
  ret i1 true
}

define i1 @src2(i8 %x) {
  %r = icmp ult i8 %x, 20
  ret i1 %r
}

define i1 @tgt2(i8 %x) {
  ret i1 true
}

define i8 @src3(i8 %x) {
  ret i8 %x
}

define i8 @tgt3(i8 %x) {
  %c = icmp ult i8 %x, 10
  call void @llvm.assume(i1 %c)
  ret i8 %x
}
