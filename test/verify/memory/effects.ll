; memory(...) effects on argument memory and on other memory (docs/memory.md, Alive2's
; check_can_load/check_can_store): the pointer decides which applies, not its block. A pointer
; based on an argument is argument memory even when it points into a global; a global, and a
; pointer loaded from memory, are other memory even when their block is an argument's (a pointer
; in memory before the run may have been based on an argument of the caller's call or not: both
; are inputs). Constant globals may always be read.
;
; Constant globals under memory(none):
; RUN: %theseus verify %s --src const_none --tgt ret7 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src const_none --tgt ret0 | FileCheck %s --check-prefix=VALUE
; Globals are other memory (Alive2's attrs/argmemonly5, attrs/memory_globals):
; RUN: %theseus verify %s --src global_store_argmem --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src global_store_other --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src global_read_other --tgt unreachable_i8 | FileCheck %s --check-prefix=UB
; An argument pointing into a global is argument memory:
; RUN: %theseus verify %s --src arg_store_other --tgt unreachable_p | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src arg_load_argmem --tgt arg_load_argmem_via_global --timeout-ms 60000 | FileCheck %s --check-prefix=UB
; A pointer loaded from memory is not argument memory by its block:
; RUN: %expect-exit 1 %theseus verify %s --src loaded_store --tgt loaded_store_argmem | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src loaded_store_argmem --tgt loaded_store_argmem | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src loaded_store_argmem --tgt unreachable_p | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src loaded_store_none --tgt unreachable_p | FileCheck %s --check-prefix=CORRECT
; select and phi keep each operand's bit, freeze its operand's:
; RUN: %theseus verify %s --src select_store --tgt select_branch | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src select_store --tgt unreachable_cp | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src phi_store --tgt select_branch | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src phi_store --tgt unreachable_cp | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src arg_store_write --tgt frozen_store_write | FileCheck %s --check-prefix=CORRECT
; memcpy reads and writes under the same rules, when its size is not 0:
; RUN: %theseus verify %s --src memcpy_from_global --tgt unreachable_p | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src memcpy_from_global_zero --tgt unreachable_p | FileCheck %s --check-prefix=UB
; A pointer whose bit was stored by the function itself is not followed:
; RUN: %expect-exit 3 %theseus verify %s --src stored_then_loaded --tgt stored_then_loaded | FileCheck %s --check-prefix=NOTFOLLOWED
; CORRECT: {{^}}correct{{$}}
; VALUE: incorrect: Value mismatch
; UB: incorrect: Source is more defined than target
; NOTFOLLOWED: unsupported{{.*}}memory(...) effects on an access through '%q'

@c = constant i8 7
@g = global i8 0

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

define i8 @const_none() memory(none) {
  %v = load i8, ptr @c
  ret i8 %v
}

define i8 @ret7() memory(none) {
  ret i8 7
}

define i8 @ret0() memory(none) {
  ret i8 0
}

define void @global_store_argmem() memory(argmem: readwrite) {
  store i8 1, ptr @g
  ret void
}

define void @global_store_other() memory(readwrite, argmem: none) {
  store i8 1, ptr @g
  ret void
}

define i8 @global_read_other(ptr %p) memory(read, argmem: none) {
  %v = load i8, ptr @g
  ret i8 %v
}

define void @unreachable() {
  unreachable
}

define i8 @unreachable_i8(ptr %p) {
  unreachable
}

define void @unreachable_p(ptr %p) {
  unreachable
}

define void @unreachable_cp(i1 %c, ptr %p) {
  unreachable
}

define void @arg_store_other(ptr %p) memory(readwrite, argmem: none) {
  %e = icmp eq ptr %p, @g
  br i1 %e, label %store, label %exit
store:
  store i8 1, ptr %p
  ret void
exit:
  store i8 1, ptr @g
  store i8 1, ptr %p
  ret void
}

define i8 @arg_load_argmem(ptr %p) memory(argmem: read) {
  %e = icmp eq ptr %p, @g
  br i1 %e, label %load, label %exit
load:
  %v = load i8, ptr %p
  ret i8 %v
exit:
  ret i8 0
}

define i8 @arg_load_argmem_via_global(ptr %p) memory(argmem: read) {
  %e = icmp eq ptr %p, @g
  br i1 %e, label %load, label %exit
load:
  %v = load i8, ptr @g
  ret i8 %v
exit:
  ret i8 0
}

define void @loaded_store(ptr %pp) {
  %p = load ptr, ptr %pp
  store i8 0, ptr %p
  ret void
}

define void @loaded_store_argmem(ptr %pp) memory(argmem: readwrite) {
  %p = load ptr, ptr %pp
  store i8 0, ptr %p
  ret void
}

define void @loaded_store_none(ptr %pp) memory(none) {
  %p = load ptr, ptr %pp
  store i8 0, ptr %p
  ret void
}

define void @select_store(i1 %c, ptr %p) memory(argmem: write) {
  %q = select i1 %c, ptr %p, ptr @g
  store i8 0, ptr %q
  ret void
}

define void @phi_store(i1 %c, ptr %p) memory(argmem: write) {
entry:
  br i1 %c, label %arg, label %join
arg:
  br label %join
join:
  %q = phi ptr [ %p, %arg ], [ @g, %entry ]
  store i8 0, ptr %q
  ret void
}

define void @select_branch(i1 %c, ptr %p) memory(argmem: write) {
  br i1 %c, label %arg, label %other
arg:
  store i8 0, ptr %p
  ret void
other:
  unreachable
}

define void @arg_store_write(i1 %c, ptr %p) memory(argmem: write) {
  store i8 0, ptr %p
  ret void
}

define void @frozen_store_write(i1 %c, ptr %p) memory(argmem: write) {
  %q = freeze ptr %p
  store i8 0, ptr %q
  ret void
}

define void @memcpy_from_global(ptr %p) memory(argmem: readwrite) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @g, i64 1, i1 false)
  ret void
}

define void @memcpy_from_global_zero(ptr %p) memory(argmem: readwrite) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr @g, i64 0, i1 false)
  ret void
}

define void @stored_then_loaded(ptr %p, ptr %pp) memory(argmem: readwrite) {
  store ptr %p, ptr %pp
  %q = load ptr, ptr %pp
  store i8 0, ptr %q
  ret void
}
