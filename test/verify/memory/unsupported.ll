; Memory constructs the model does not cover end `unsupported` with the construct named, never
; `correct`: a call to an unknown function, a global, inttoptr, noalias, a volatile load, null_pointer_is_valid
; in a function with pointers (without pointers it changes nothing).
; RUN: %expect-exit 3 %theseus verify %s --src call --tgt call | FileCheck %s --check-prefix=CALL
; RUN: %expect-exit 3 %theseus verify %s --src global --tgt global | FileCheck %s --check-prefix=GLOBAL
; RUN: %expect-exit 3 %theseus verify %s --src inttoptr --tgt inttoptr | FileCheck %s --check-prefix=I2P
; RUN: %expect-exit 3 %theseus verify %s --src noalias --tgt noalias | FileCheck %s --check-prefix=NOALIAS
; RUN: %expect-exit 3 %theseus verify %s --src volatile --tgt volatile | FileCheck %s --check-prefix=VOLATILE
; CALL: unsupported{{.*}}call void @f
; GLOBAL: unsupported{{.*}}@g
; I2P: unsupported{{.*}}inttoptr
; NOALIAS: unsupported{{.*}}noalias
; RUN: %expect-exit 3 %theseus verify %s --src null_valid --tgt null_valid | FileCheck %s --check-prefix=NULLVALID
; RUN: %theseus verify %s --src null_valid_no_pointers --tgt null_valid_no_pointers | FileCheck %s --check-prefix=NOPOINTERS
; VOLATILE: unsupported{{.*}}volatile
; NULLVALID: unsupported{{.*}}null_pointer_is_valid
; NOPOINTERS: {{^}}correct{{$}}

@g = global i8 0

declare void @f(ptr)

define void @call(ptr %p) {
  call void @f(ptr %p)
  ret void
}

define i8 @global() {
  %v = load i8, ptr @g
  ret i8 %v
}

define ptr @inttoptr(i64 %x) {
  %p = inttoptr i64 %x to ptr
  ret ptr %p
}

define i8 @noalias(ptr noalias %p) {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @volatile(ptr %p) {
  %v = load volatile i8, ptr %p
  ret i8 %v
}

define i8 @null_valid(ptr %p) null_pointer_is_valid {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @null_valid_no_pointers(i8 %x) null_pointer_is_valid {
  ret i8 %x
}
