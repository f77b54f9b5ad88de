; A pointer based on a nocapture parameter stored into memory (docs/memory.md, Alive2's nocapture
; check): a return is UB while a non-local byte still holds a byte of such a non-poison pointer.
; Stored into an alloca, overwritten (wholly: a byte left over still counts), filled by memset
; or poison, or when the pointer is poison, it is not. A freeze of one, or a choice between one and
; a pointer of another origin, stored: unsupported (whether it carries the attribute depends on the run). A function that stores one must not read memory (load, memcpy, memmove):
; unsupported, since the pointer it would read back carries the attribute in Alive2's model.
; RUN: %expect-exit 1 %theseus verify %s --src poison_stored --tgt captured | FileCheck %s --check-prefix=TGTUB
; RUN: %theseus verify %s --src overwritten --tgt null_stored | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src null_stored --tgt overwritten_partly | FileCheck %s --check-prefix=TGTUB
; RUN: %theseus verify %s --src overwritten_partly --tgt ret_other | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src overwritten --tgt ret_other | FileCheck %s --check-prefix=INCORRECT
; RUN: %theseus verify %s --src memset_over --tgt null_stored | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src into_alloca --tgt nothing | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src into_alloca --tgt into_argument | FileCheck %s --check-prefix=TGTUB
; RUN: %theseus verify %s --src on_one_path --tgt ub_path_changed | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src on_one_path --tgt other_path_changed | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 3 %theseus verify %s --src null_stored --tgt frozen | FileCheck %s --check-prefix=UNCERTAIN
; RUN: %expect-exit 3 %theseus verify %s --src chosen --tgt chosen | FileCheck %s --check-prefix=UNCERTAIN
; RUN: %theseus verify %s --src chosen_between_arguments --tgt chosen_ret_other | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src chosen_overwritten --tgt chosen_ret_other | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 1 %theseus verify %s --src null_stored --tgt captured_and_readonly | FileCheck %s --check-prefix=TGTUB
; RUN: %expect-exit 3 %theseus verify %s --src reads_back --tgt reads_back | FileCheck %s --check-prefix=NOTMODELLED
; CORRECT: {{^}}correct{{$}}
; TGTUB: incorrect: Source is more defined than target
; INCORRECT: {{^}}incorrect:
; UNCERTAIN: unsupported{{.*}}may or may not carry a parameter's access attributes
; NOTMODELLED: unsupported{{.*}}nocapture parameter stored into memory by a function that reads memory

@x = global ptr null

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @poison_stored(ptr nocapture %p) {
  %poison = getelementptr inbounds i8, ptr null, i32 1
  store ptr %poison, ptr @x
  ret void
}

define void @captured(ptr nocapture %p) {
  store ptr %p, ptr @x
  ret void
}

define void @captured_and_readonly(ptr nocapture readonly %p) {
  store ptr %p, ptr @x
  ret void
}

define void @frozen(ptr nocapture %p) {
  %f = freeze ptr %p
  store ptr %f, ptr @x
  ret void
}

define void @chosen(ptr nocapture %p, i1 %c) {
  %s = select i1 %c, ptr %p, ptr null
  store ptr %s, ptr @x
  ret void
}

define void @chosen_between_arguments(ptr nocapture noundef %p, ptr nocapture noundef %q, i1 noundef %c) {
  %s = select i1 %c, ptr %p, ptr %q
  store ptr %s, ptr @x
  ret void
}

define void @chosen_overwritten(ptr nocapture noundef %p, ptr nocapture noundef %q, i1 noundef %c) {
  %s = select i1 %c, ptr %p, ptr %q
  store ptr %s, ptr @x
  store i64 2, ptr @x
  ret void
}

define void @chosen_ret_other(ptr nocapture %p, ptr nocapture %q, i1 %c) {
  store i64 1, ptr @x
  ret void
}

define void @null_stored(ptr nocapture %p) {
  store ptr null, ptr @x
  ret void
}

define void @overwritten(ptr nocapture %p) {
  store ptr %p, ptr @x
  store ptr null, ptr @x
  ret void
}

define void @overwritten_partly(ptr nocapture noundef %p) {
  store ptr %p, ptr @x
  store i8 0, ptr @x
  ret void
}

define void @ret_other(ptr nocapture %p) {
  store i64 1, ptr @x
  ret void
}

define void @memset_over(ptr nocapture %p) {
  store ptr %p, ptr @x
  call void @llvm.memset.p0.i64(ptr @x, i8 0, i64 8, i1 false)
  ret void
}

define i8 @into_alloca(ptr nocapture %p, ptr %q) {
  %a = alloca ptr
  store ptr %p, ptr %a
  ret i8 0
}

define i8 @nothing(ptr nocapture %p, ptr %q) {
  ret i8 0
}

define i8 @into_argument(ptr nocapture %p, ptr %q) {
  store ptr %p, ptr %q
  ret i8 0
}

define i8 @on_one_path(ptr nocapture noundef %p, i1 %c) {
  br i1 %c, label %a, label %b
a:
  store ptr %p, ptr @x
  ret i8 1
b:
  ret i8 2
}

define i8 @ub_path_changed(ptr nocapture %p, i1 %c) {
  %r = select i1 %c, i8 7, i8 2
  ret i8 %r
}

define i8 @other_path_changed(ptr nocapture %p, i1 %c) {
  %r = select i1 %c, i8 7, i8 3
  ret i8 %r
}

define ptr @reads_back(ptr nocapture %p) {
  store ptr %p, ptr @x
  %l = load ptr, ptr @x
  ret ptr %l
}
