; llvm.thread.pointer (docs/memory.md): one pointer input shared by src and tgt and the same at
; every call, pointing where a pointer argument may (null or a non-local block); the evaluator
; does not model it. Alive2's unknown-intrinsic.ident checks the call against itself.
; RUN: %theseus verify %s --src tp --tgt tp | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src tp_twice --tgt tp_true | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src tp_load_twice --tgt tp_load_once | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src tp --tgt tp_null | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src tp_eq_arg --tgt tp_false | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src tp_store --tgt tp_nostore | FileCheck %s --check-prefix=MEMORY
; RUN: %expect-exit 3 %theseus verify %s --src tp_nonnull --tgt tp_nonnull | FileCheck %s --check-prefix=ATTR
; CORRECT: {{^}}correct{{$}}
; VALUE: incorrect: Value mismatch
; MEMORY: incorrect: Mismatch in memory
; ATTR: unsupported{{.*}}return attributes

declare ptr @llvm.thread.pointer()

define ptr @tp(ptr %p) {
  %t = call ptr @llvm.thread.pointer()
  ret ptr %t
}

define ptr @tp_null(ptr %p) {
  ret ptr null
}

define i1 @tp_twice(ptr %p) {
  %a = call ptr @llvm.thread.pointer()
  %b = call ptr @llvm.thread.pointer()
  %c = icmp eq ptr %a, %b
  ret i1 %c
}

define i1 @tp_true(ptr %p) {
  ret i1 true
}

define i1 @tp_eq_arg(ptr %p) {
  %t = call ptr @llvm.thread.pointer()
  %c = icmp eq ptr %t, %p
  ret i1 %c
}

define i1 @tp_false(ptr %p) {
  ret i1 false
}

define i32 @tp_load_twice(ptr %p) {
  %a = call ptr @llvm.thread.pointer()
  %x = load i32, ptr %a
  %b = call ptr @llvm.thread.pointer()
  %y = load i32, ptr %b
  %s = add i32 %x, %y
  ret i32 %s
}

define i32 @tp_load_once(ptr %p) {
  %a = call ptr @llvm.thread.pointer()
  %x = load i32, ptr %a
  %s = add i32 %x, %x
  ret i32 %s
}

define void @tp_store(ptr %p) {
  %t = call ptr @llvm.thread.pointer()
  store i8 1, ptr %t
  ret void
}

define void @tp_nostore(ptr %p) {
  %t = call ptr @llvm.thread.pointer()
  %v = load i8, ptr %t
  ret void
}

define ptr @tp_nonnull(ptr %p) {
  %t = call nonnull ptr @llvm.thread.pointer()
  ret ptr %t
}
