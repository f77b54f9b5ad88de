; memcpy/memmove with a size only known at run time and no `align` on a poison pointer: LangRef
; ("if <len> is not zero, both <dest> and <src> should be well-defined, otherwise the behavior is
; undefined") makes the call UB when the size is not 0 and a no-op when it is 0. A poison pointer
; that reached the copy used to skip its checks when the size was not a constant, so a target
; copying through poison pointers was reported correct.
; RUN: %expect-exit 1 %theseus verify %s --src nothing --tgt copy_poison | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src nothing --tgt move_poison | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src copy_from_poison --tgt unreachable_unless_zero | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src move_to_poison --tgt unreachable_unless_zero | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src nothing --tgt copy_poison_zero | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src copy_from_poison --tgt unreachable | FileCheck %s --check-prefix=UB
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define void @nothing(ptr %p, i64 noundef %n) {
  ret void
}

define void @copy_poison(ptr %p, i64 noundef %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr poison, ptr poison, i64 %n, i1 false)
  ret void
}

define void @move_poison(ptr %p, i64 noundef %n) {
  call void @llvm.memmove.p0.p0.i64(ptr poison, ptr poison, i64 %n, i1 false)
  ret void
}

define void @copy_poison_zero(ptr %p, i64 noundef %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr poison, ptr poison, i64 0, i1 false)
  ret void
}

define void @copy_from_poison(ptr %p, i64 noundef %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr poison, i64 %n, i1 false)
  ret void
}

define void @move_to_poison(ptr %p, i64 noundef %n) {
  call void @llvm.memmove.p0.p0.i64(ptr poison, ptr %p, i64 %n, i1 false)
  ret void
}

define void @unreachable_unless_zero(ptr %p, i64 noundef %n) {
  %z = icmp eq i64 %n, 0
  br i1 %z, label %done, label %dead
dead:
  unreachable
done:
  ret void
}

define void @unreachable(ptr %p, i64 noundef %n) {
  unreachable
}
