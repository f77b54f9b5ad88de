; Returning from a noreturn function is UB; removing llvm.sideeffect is a memory mismatch
; (test/verify/memory/sideeffect.ll); a result that differs
; from the `returned` parameter is poison. An undef `returned` argument is some value, the one
; returned (attrs/returned-*.ll has more), so @src4 returns 0 for it while @tgt4 returns undef.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Mismatch in memory
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK: @src4 => @tgt4
; CHECK-NEXT: incorrect: Target's return value is more undefined
; CHECK: @src5 => @tgt5
; CHECK-NEXT: {{^}}correct{{$}}

declare void @llvm.sideeffect()

define i8 @src(i8 %x) noreturn {
  ret i8 %x
}

define i8 @tgt(i8 %x) noreturn {
  unreachable
}

define void @src2() {
  call void @llvm.sideeffect()
  ret void
}

define void @tgt2() {
  ret void
}

define i8 @src3(i8 %x) {
  ret i8 %x
}

define i8 @tgt3(i8 returned %x) {
  ret i8 0
}

define i8 @src4(i8 returned %x) {
  ret i8 0
}

define i8 @tgt4(i8 returned %x) {
  ret i8 %x
}

define i8 @src5(i8 noundef returned %x) {
  ret i8 0
}

define i8 @tgt5(i8 noundef returned %x) {
  ret i8 %x
}
