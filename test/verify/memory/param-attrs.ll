; Access attributes of pointer parameters (docs/memory.md, Alive2's rules): readonly forbids
; writes and readnone any access through pointers based on the parameter (UB), but not through
; another argument that may alias it; nocapture makes ptrtoint UB and a returned pointer poison;
; byval(T) is dereferenceable and writable for sizeof(T) bytes; writable makes the block writable.
; A pointer based on parameters with different attributes, or a readonly, readnone or writeonly
; pointer stored into memory, is unsupported (a stored nocapture pointer: nocapture-store.ll).
; RUN: %theseus verify %s --src readonly_store --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src readnone_load --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src readonly_memset --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src nocapture_ptrtoint --tgt unreachable_i64 | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src byval_store --tgt byval_store_twice | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src writable_cond --tgt writable_store | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src readonly_zero_memset --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src store --tgt readonly_store2 | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src readnone_other --tgt ret0 | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src ret_q --tgt ret_nocapture_p | FileCheck %s --check-prefix=POISON
; RUN: %expect-exit 1 %theseus verify %s --src plain_cond --tgt plain_store | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 3 %theseus verify %s --src mixed --tgt mixed | FileCheck %s --check-prefix=MIXED
; RUN: %expect-exit 3 %theseus verify %s --src escapes --tgt escapes | FileCheck %s --check-prefix=ESCAPES
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target
; VALUE: incorrect: Value mismatch
; POISON: incorrect: Target is more poisonous than source
; MIXED: unsupported{{.*}}access attributes depend on the run
; ESCAPES: unsupported{{.*}}stored into memory

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @readonly_store(ptr readonly %p) {
  %q = getelementptr i8, ptr %p, i64 1
  store i8 0, ptr %q
  ret void
}

define void @readnone_load(ptr readnone %p) {
  %v = load i8, ptr %p
  ret void
}

define void @readonly_memset(ptr readonly %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 1, i1 false)
  ret void
}

define void @readonly_zero_memset(ptr readonly %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 0, i1 false)
  ret void
}

define void @unreachable(ptr %p) {
  unreachable
}

define i64 @nocapture_ptrtoint(ptr nocapture %p) {
  %v = ptrtoint ptr %p to i64
  ret i64 %v
}

define i64 @unreachable_i64(ptr %p) {
  unreachable
}

define i8 @store(ptr %p) {
  store i8 3, ptr %p
  ret i8 2
}

define i8 @readonly_store2(ptr readonly %p) {
  store i8 3, ptr %p
  ret i8 2
}

define i8 @readnone_other(ptr readnone %x, ptr %y) {
  %c = icmp eq ptr %x, %y
  br i1 %c, label %a, label %exit
a:
  %v = load i8, ptr %y
  ret i8 %v
exit:
  ret i8 0
}

define i8 @ret0(ptr readnone %x, ptr %y) {
  ret i8 0
}

define ptr @ret_q(ptr nocapture %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %a, label %b
a:
  ret ptr %q
b:
  ret ptr null
}

define ptr @ret_nocapture_p(ptr nocapture %p, ptr %q) {
  %c = icmp eq ptr %p, %q
  br i1 %c, label %a, label %b
a:
  ret ptr %p
b:
  ret ptr null
}

define void @byval_store(ptr byval(i32) %p) {
  store i32 1, ptr %p
  ret void
}

define void @byval_store_twice(ptr byval(i32) %p) {
  store i32 0, ptr %p
  store i32 1, ptr %p
  ret void
}

define void @writable_cond(ptr writable dereferenceable(4) %p) {
  %v = load i32, ptr %p
  %c = icmp ne i32 %v, 42
  br i1 %c, label %then, label %else
then:
  store i32 42, ptr %p
  ret void
else:
  ret void
}

define void @writable_store(ptr writable dereferenceable(4) %p) {
  store i32 42, ptr %p
  ret void
}

define void @plain_cond(ptr dereferenceable(4) %p) {
  %v = load i32, ptr %p
  %c = icmp ne i32 %v, 42
  br i1 %c, label %then, label %else
then:
  store i32 42, ptr %p
  ret void
else:
  ret void
}

define void @plain_store(ptr dereferenceable(4) %p) {
  store i32 42, ptr %p
  ret void
}

define void @mixed(ptr readonly %p, ptr %q, i1 %c) {
  %r = select i1 %c, ptr %p, ptr %q
  store i8 0, ptr %r
  ret void
}

define void @escapes(ptr readonly %p, ptr %q) {
  store ptr %p, ptr %q
  ret void
}
