; llvm.memset, llvm.memcpy and llvm.memmove (docs/memory.md): correct pairs against loads and
; stores, with constant sizes (unrolled) and a variable size (a range fill); incorrect pairs with
; the counterexample's memory byte; the UB of a tail call on an alloca, of overlapping memcpy
; ranges, of a poison pointer, of a size that does not fit.
; RUN: %theseus verify %s --src store4 --tgt memset4 | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src loadstore --tgt memcpy4 | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src loadstore --tgt memmove4 | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src memset_var_split --tgt memset_var | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src memcpy_var --tgt memmove_var | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src zero_size --tgt nothing | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src tail_local --tgt ret_poison | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src overlap --tgt unreachable2 | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src memset_poison_ptr --tgt unreachable1 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src store4 --tgt memset4_one | FileCheck %s --check-prefix=BYTE
; RUN: %expect-exit 1 %theseus verify %s --src memcpy_var --tgt memcpy_var_short | FileCheck %s --check-prefix=MEM
; RUN: %expect-exit 1 %theseus verify %s --src memmove_var --tgt memcpy_var | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src nothing --tgt memset4 | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src same_memcpy --tgt ret43 | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 3 %theseus verify %s --src volatile --tgt volatile | FileCheck %s --check-prefix=VOLATILE
; CORRECT: {{^}}correct{{$}}
; BYTE: incorrect: Mismatch in memory
; BYTE: source  00000000
; BYTE-NEXT: target  00000001
; MEM: incorrect: {{Mismatch in memory|Source is more defined than target}}
; UB: incorrect: Source is more defined than target
; VALUE: incorrect: Value mismatch
; VOLATILE: unsupported{{.*}}volatile

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
declare void @llvm.memmove.p0.p0.i64(ptr, ptr, i64, i1)

define void @store4(ptr %p, ptr %q) {
  store i32 0, ptr %p
  ret void
}

define void @memset4(ptr %p, ptr %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  ret void
}

define void @memset4_one(ptr %p, ptr %q) {
  call void @llvm.memset.p0.i64(ptr %p, i8 1, i64 4, i1 false)
  ret void
}

define void @loadstore(ptr %p, ptr %q) {
  %v = load i32, ptr %p
  store i32 %v, ptr %q
  ret void
}

define void @memcpy4(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  ret void
}

define void @memmove4(ptr %p, ptr %q) {
  call void @llvm.memmove.p0.p0.i64(ptr %q, ptr %p, i64 4, i1 false)
  ret void
}

define void @memset_var_split(ptr %p, i64 %n) {
  store i8 7, ptr %p
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n, i1 false)
  ret void
}

define void @memset_var(ptr %p, i64 %n) {
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n, i1 false)
  store i8 7, ptr %p
  ret void
}

define void @memcpy_var(ptr %p, ptr %q, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)
  ret void
}

define void @memmove_var(ptr %p, ptr %q, i64 %n) {
  call void @llvm.memmove.p0.p0.i64(ptr %q, ptr %p, i64 %n, i1 false)
  ret void
}

define void @memcpy_var_short(ptr %p, ptr %q, i64 %n) {
  %n1 = lshr i64 %n, 1
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %p, i64 %n1, i1 false)
  ret void
}

define void @zero_size(ptr %p, ptr %q) {
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr null, i64 0, i1 false)
  call void @llvm.memset.p0.i64(ptr null, i8 1, i64 0, i1 false)
  ret void
}

define void @nothing(ptr %p, ptr %q) {
  ret void
}

define i64 @tail_local(i64 %x) {
  %a = alloca i64
  %b = alloca i64
  store i64 %x, ptr %a
  tail call void @llvm.memcpy.p0.p0.i64(ptr %b, ptr %a, i64 8, i1 false)
  %v = load i64, ptr %b
  ret i64 %v
}

define i64 @ret_poison(i64 %x) {
  ret i64 poison
}

define void @overlap(ptr %p) {
  %p1 = getelementptr i8, ptr %p, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr %p1, ptr %p, i64 2, i1 false)
  ret void
}

define void @unreachable2(ptr %p) {
  unreachable
}

define void @memset_poison_ptr(ptr %p) {
  call void @llvm.memset.p0.i64(ptr poison, i8 1, i64 0, i1 false)
  ret void
}

define void @unreachable1(ptr %p) {
  unreachable
}

define i8 @same_memcpy() {
  %p1 = alloca i8
  %p2 = alloca i8
  store i8 42, ptr %p1
  call void @llvm.memcpy.p0.p0.i64(ptr %p1, ptr %p1, i64 1, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr %p2, ptr %p1, i64 1, i1 false)
  %v = load i8, ptr %p2
  ret i8 %v
}

define i8 @ret43() {
  ret i8 43
}

define void @volatile(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 true)
  ret void
}
