; llvm.trap (docs/memory.md, Alive2's semantics): a defined end of the run that neither returns
; nor has UB. After a trap nothing runs, and memory is not compared on a path that traps; a trap
; replacing UB is correct, UB replacing a trap is not, and a trap where the other run returns is
; a mismatch of return domains.
; RUN: %theseus verify %s --src trap_store --tgt trap_unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src null_store --tgt trap_unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src store0_trap --tgt store1_trap | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src trap_unreachable --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src ret --tgt trap_unreachable | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 1 %theseus verify %s --src trap_unreachable --tgt ret | FileCheck %s --check-prefix=INCORRECT
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target
; INCORRECT: {{^}}incorrect:

declare void @llvm.trap()

define void @trap_store(ptr %p) {
  call void @llvm.trap()
  store i8 0, ptr %p
  ret void
}

define void @trap_unreachable(ptr %p) {
  call void @llvm.trap()
  unreachable
}

define void @null_store(ptr %p) {
  store i8 0, ptr null
  ret void
}

define void @store0_trap(ptr %p) {
  store i8 0, ptr %p
  call void @llvm.trap()
  unreachable
}

define void @store1_trap(ptr %p) {
  store i8 1, ptr %p
  call void @llvm.trap()
  unreachable
}

define void @unreachable(ptr %p) {
  unreachable
}

define void @ret(ptr %p) {
  ret void
}
