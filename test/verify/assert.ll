; llvm.assert(i1) is Alive2's assume that LLVM may not remove (docs/memory.md): UB when the
; condition is false or poison. Dropping it is correct (Alive2's assume/assert); adding it, or
; asserting what does not hold, is not.
; RUN: %theseus verify %s --src assert_eq --tgt ret | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src ret --tgt assert_eq | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src assert_ult --tgt ult_true | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src ult --tgt ult_true | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src assert_poison --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target
; VALUE: incorrect: Value mismatch

declare void @llvm.assert(i1)

define void @assert_eq(i16 %a, i16 %b) {
  %c = icmp eq i16 %a, %b
  call void @llvm.assert(i1 %c)
  ret void
}

define void @ret(i16 %a, i16 %b) {
  ret void
}

define i1 @assert_ult(i16 %a, i16 %b) {
  %c = icmp ult i16 %a, 10
  call void @llvm.assert(i1 %c)
  %r = icmp ult i16 %a, 20
  ret i1 %r
}

define i1 @ult(i16 %a, i16 %b) {
  %r = icmp ult i16 %a, 20
  ret i1 %r
}

define i1 @ult_true(i16 %a, i16 %b) {
  ret i1 true
}

define void @assert_poison(i16 %a, i16 %b) {
  call void @llvm.assert(i1 poison)
  ret void
}

define void @unreachable(i16 %a, i16 %b) {
  unreachable
}
