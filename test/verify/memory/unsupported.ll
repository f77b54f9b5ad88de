; Memory constructs the model does not cover end `unsupported` with the construct named, never
; `correct`: a call to an unknown function, a thread-local global, a load through inttoptr, noalias on a return value, a volatile load,
; null_pointer_is_valid on only one function of the pair, undef in a constant global's
; initializer, memory(...) effects on an access through a pointer loaded where the function stores
; pointers (its argument bit is not followed).
; RUN: %expect-exit 3 %theseus verify %s --src call --tgt call | FileCheck %s --check-prefix=CALL
; RUN: %expect-exit 3 %theseus verify %s --src global --tgt global | FileCheck %s --check-prefix=GLOBAL
; RUN: %expect-exit 3 %theseus verify %s --src inttoptr --tgt inttoptr | FileCheck %s --check-prefix=I2P
; RUN: %expect-exit 3 %theseus verify %s --src noalias --tgt noalias | FileCheck %s --check-prefix=NOALIAS
; RUN: %expect-exit 3 %theseus verify %s --src volatile --tgt volatile | FileCheck %s --check-prefix=VOLATILE
; CALL: unsupported{{.*}}call void @f
; GLOBAL: unsupported{{.*}}@g
; I2P: unsupported{{.*}}inttoptr
; NOALIAS: unsupported{{.*}}noalias
; RUN: %expect-exit 3 %theseus verify %s --src null_valid --tgt null_invalid | FileCheck %s --check-prefix=NULLVALID
; RUN: %expect-exit 3 %theseus verify %s --src global_undef --tgt global_undef | FileCheck %s --check-prefix=GLOBALUNDEF
; RUN: %expect-exit 3 %theseus verify %s --src argmem_stored_pointer --tgt argmem_stored_pointer | FileCheck %s --check-prefix=ARGMEM
; RUN: %theseus verify %s --src null_valid_no_pointers --tgt null_valid_no_pointers | FileCheck %s --check-prefix=NOPOINTERS
; VOLATILE: unsupported{{.*}}volatile
; NULLVALID: unsupported{{.*}}null_pointer_is_valid on only one
; GLOBALUNDEF: unsupported{{.*}}initializer of @u
; ARGMEM: unsupported{{.*}}memory(...) effects on an access through '%q'
; NOPOINTERS: {{^}}correct{{$}}

@g = thread_local global i8 0
@u = constant { i8, i8 } { i8 1, i8 undef }
@plain = global i8 0

declare void @f(ptr)

define void @call(ptr %p) {
  call void @f(ptr %p)
  ret void
}

define i8 @global() {
  %v = load i8, ptr @g
  ret i8 %v
}

define i8 @inttoptr(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %v = load i8, ptr %p
  ret i8 %v
}

define noalias ptr @noalias(ptr %p) {
  ret ptr %p
}

define i8 @volatile(ptr %p) {
  %v = load volatile i8, ptr %p
  ret i8 %v
}

define i8 @null_valid(ptr %p) null_pointer_is_valid {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @null_invalid(ptr %p) {
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @global_undef() {
  %v = load i8, ptr @u
  ret i8 %v
}

define i8 @argmem_stored_pointer(ptr %pp) memory(argmem: readwrite) {
  store ptr @plain, ptr %pp
  %q = load ptr, ptr %pp
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @null_valid_no_pointers(i8 %x) null_pointer_is_valid {
  ret i8 %x
}
