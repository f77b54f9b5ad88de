; Memory pairs that were solver timeouts with the byte arrays handed to Z3 and are decided once the
; reads of the arrays are resolved through their stores and fills (verify/ArrayReads.h,
; docs/verify.md "Memory queries"), each with an incorrect neighbour that an unsound resolution
; would report correct. --timeout-ms 60000 keeps a loaded machine from turning a proof into unknown.
; RUN: %theseus verify %s --src ptr_back --tgt nothing --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src ptr_moved --tgt nothing --timeout-ms 60000 | FileCheck %s --check-prefix=MISMATCH
; RUN: %theseus verify %s --src i28_back --tgt nothing --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src i28_changed --tgt nothing --timeout-ms 60000 | FileCheck %s --check-prefix=MISMATCH
; RUN: %theseus verify %s --src store_and_fill --tgt one_fill --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src store_and_fill --tgt one_fill_too_long --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src store_and_fill_gap --tgt one_fill --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: %theseus verify %s --src fill_n1 --tgt store_then_fill_n --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src fill_n --tgt store_then_fill_n --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: %theseus verify %s --src load_if_global --tgt ret_init --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src load_if_mutable --tgt ret_init --timeout-ms 60000 | FileCheck %s --check-prefix=VALUE
; CORRECT: {{^}}correct{{$}}
; MISMATCH: incorrect: Mismatch in memory
; WRONG: {{^}}incorrect:
; VALUE: incorrect: Value mismatch

@answer = constant i32 42
@mutable = global i32 42

define void @nothing(ptr %p, i64 %n) {
  ret void
}

define void @ptr_back(ptr %p, i64 %n) {
  %v = load ptr, ptr %p
  store ptr %v, ptr %p
  ret void
}

define void @ptr_moved(ptr %p, i64 %n) {
  %v = load ptr, ptr %p, align 1
  %q = getelementptr i8, ptr %p, i64 1
  store ptr %v, ptr %q, align 1
  ret void
}

define void @i28_back(ptr %p, i64 %n) {
  %v = load i28, ptr %p, align 4
  store i28 %v, ptr %p, align 4
  ret void
}

define void @i28_changed(ptr %p, i64 %n) {
  %v = load i28, ptr %p, align 4
  %w = xor i28 %v, 1
  store i28 %w, ptr %p, align 4
  ret void
}

define void @store_and_fill(ptr %p, i64 %n) {
  %a = getelementptr inbounds i32, ptr %p, i64 1
  store i32 0, ptr %a, align 4
  %b = getelementptr inbounds i32, ptr %p, i64 2
  call void @llvm.memset.p0.i64(ptr %b, i8 0, i64 11, i1 false)
  ret void
}

define void @store_and_fill_gap(ptr %p, i64 %n) {
  %a = getelementptr inbounds i32, ptr %p, i64 1
  store i32 0, ptr %a, align 4
  %b = getelementptr inbounds i32, ptr %p, i64 2
  %c = getelementptr inbounds i8, ptr %b, i64 1
  call void @llvm.memset.p0.i64(ptr %c, i8 0, i64 10, i1 false)
  ret void
}

define void @one_fill(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 4
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 15, i1 false)
  ret void
}

define void @one_fill_too_long(ptr %p, i64 %n) {
  %a = getelementptr inbounds i8, ptr %p, i64 4
  call void @llvm.memset.p0.i64(ptr align 4 %a, i8 0, i64 16, i1 false)
  ret void
}

define void @fill_n1(ptr %p, i64 %n) {
  %n1 = add nuw i64 %n, 1
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n1, i1 false)
  ret void
}

define void @fill_n(ptr %p, i64 %n) {
  call void @llvm.memset.p0.i64(ptr %p, i8 7, i64 %n, i1 false)
  ret void
}

define void @store_then_fill_n(ptr %p, i64 %n) {
  store i8 7, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  call void @llvm.memset.p0.i64(ptr %q, i8 7, i64 %n, i1 false)
  ret void
}

define i32 @load_if_global(ptr %p) {
  %v = load i32, ptr %p
  %is = icmp eq ptr %p, @answer
  %r = select i1 %is, i32 %v, i32 42
  ret i32 %r
}

define i32 @load_if_mutable(ptr %p) {
  %v = load i32, ptr %p
  %is = icmp eq ptr %p, @mutable
  %r = select i1 %is, i32 %v, i32 42
  ret i32 %r
}

define i32 @ret_init(ptr %p) {
  ret i32 42
}

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
