; Out-of-bounds, misaligned and null accesses are UB; dereferenceable and align make them defined;
; a store in a function whose memory(...) forbids it is UB; a returned stack pointer is not
; dereferenceable.
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt_speculated | FileCheck %s --check-prefix=SPEC
; RUN: %theseus verify %s --src src_deref --tgt tgt_deref | FileCheck %s --check-prefix=DEREF
; RUN: %expect-exit 1 %theseus verify %s --src align1 --tgt align4 | FileCheck %s --check-prefix=ALIGN
; RUN: %theseus verify %s --src null_load --tgt ret0 | FileCheck %s --check-prefix=NULL
; RUN: %expect-exit 1 %theseus verify %s --src src_deref --tgt tgt_beyond | FileCheck %s --check-prefix=BEYOND
; RUN: %theseus verify %s --src nonnull_cmp --tgt ret_false | FileCheck %s --check-prefix=NONNULL
; SPEC: incorrect: Source is more defined than target
; DEREF: {{^}}correct{{$}}
; ALIGN: incorrect: Source is more defined than target
; NULL: {{^}}correct{{$}}
; BEYOND: incorrect
; NONNULL: {{^}}correct{{$}}
; RUN: %theseus verify %s --src deref_or_null --tgt deref_or_null_checked | FileCheck %s --check-prefix=ORNULL
; RUN: %theseus verify %s --src store_readonly --tgt unreachable | FileCheck %s --check-prefix=READONLY
; RUN: %expect-exit 1 %theseus verify %s --src store_plain --tgt unreachable | FileCheck %s --check-prefix=PLAIN
; RUN: %theseus verify %s --src deref_stack --tgt unreachable_ptr | FileCheck %s --check-prefix=STACK
; ORNULL: {{^}}correct{{$}}
; READONLY: {{^}}correct{{$}}
; PLAIN: incorrect: Source is more defined than target
; STACK: {{^}}correct{{$}}

define i32 @src(i1 %c, ptr %p) {
entry:
  br i1 %c, label %a, label %exit
a:
  %v = load i32, ptr %p, align 1
  br label %exit
exit:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %r
}

define i32 @tgt_speculated(i1 %c, ptr %p) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @src_deref(i1 %c, ptr dereferenceable(4) %p) {
entry:
  br i1 %c, label %a, label %exit
a:
  %v = load i32, ptr %p, align 1
  br label %exit
exit:
  %r = phi i32 [ %v, %a ], [ 0, %entry ]
  ret i32 %r
}

define i32 @tgt_deref(i1 %c, ptr dereferenceable(4) %p) {
  %v = load i32, ptr %p, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @tgt_beyond(i1 %c, ptr dereferenceable(4) %p) {
  %q = getelementptr i8, ptr %p, i64 1
  %v = load i32, ptr %q, align 1
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i8 @align1(ptr %p) {
  %v = load i8, ptr %p, align 1
  ret i8 %v
}

define i8 @align4(ptr %p) {
  %v = load i8, ptr %p, align 4
  ret i8 %v
}

define i8 @null_load() {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @ret0() {
  ret i8 0
}

define i1 @nonnull_cmp(ptr nonnull %p) {
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @ret_false(ptr nonnull %p) {
  ret i1 false
}

define void @deref_or_null(ptr dereferenceable_or_null(4) %p) {
  ret void
}

define void @deref_or_null_checked(ptr dereferenceable_or_null(4) %p) {
  %c = icmp eq ptr %p, null
  br i1 %c, label %done, label %load
load:
  %v = load i32, ptr %p, align 1
  br label %done
done:
  ret void
}

define void @store_readonly(ptr %p) memory(argmem: read) {
  store i8 0, ptr %p
  ret void
}

define void @store_plain(ptr %p) {
  store i8 0, ptr %p
  ret void
}

define void @unreachable(ptr %p) {
  unreachable
}

define dereferenceable(4) ptr @deref_stack(ptr %p) {
  %a = alloca i32
  ret ptr %a
}

define ptr @unreachable_ptr(ptr %p) {
  unreachable
}
