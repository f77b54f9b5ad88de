; Call-site attributes on the operands of memset/memcpy/memmove (what InstCombine adds, as
; `noundef nonnull align 4 dereferenceable(12)`): nonnull makes a null operand poison,
; dereferenceable(n) and dereferenceable_or_null(n) make UB when n bytes are not accessible,
; noundef makes a poison (or nonnull-violating) operand UB, as for a parameter. Adding what the
; transfer already implies is correct; adding more, or relying on an attribute src lacks, is not.
; RUN: %theseus verify %s --src copy12 --tgt copy12_attrs | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src copy12 --tgt copy12_deref16 | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src copy_n --tgt copy_n_nonnull | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src copy_n_nonnull --tgt copy_n | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src set4_deref8 --tgt set4_load_beyond | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src set4_deref4 --tgt set4_load_beyond | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src set_noundef_value --tgt set_frozen_value | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src set_value --tgt set_noundef_value | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src copy_n_or_null8 --tgt copy_n_or_null8_load | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src copy_n --tgt copy_n_or_null8 | FileCheck %s --check-prefix=UB
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)

define void @copy12(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 12, i1 false)
  ret void
}

define void @copy12_attrs(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %d, ptr noundef nonnull align 4 dereferenceable(12) %s, i64 12, i1 false)
  ret void
}

define void @copy12_deref16(ptr %d, ptr %s) {
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 dereferenceable(16) %s, i64 12, i1 false)
  ret void
}

; With a size of 0 a null pointer is fine, unless the operand is nonnull and noundef.
define void @copy_n(ptr %d, ptr %s, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 %n, i1 false)
  ret void
}

define void @copy_n_nonnull(ptr %d, ptr %s, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull %d, ptr %s, i64 %n, i1 false)
  ret void
}

; dereferenceable(8) on a 4-byte memset lets tgt read the bytes after the ones it sets.
define void @set4_deref8(ptr %p) {
  call void @llvm.memset.p0.i64(ptr dereferenceable(8) %p, i8 0, i64 4, i1 false)
  ret void
}

define void @set4_deref4(ptr %p) {
  call void @llvm.memset.p0.i64(ptr dereferenceable(4) %p, i8 0, i64 4, i1 false)
  ret void
}

define void @set4_load_beyond(ptr %p) {
  call void @llvm.memset.p0.i64(ptr %p, i8 0, i64 4, i1 false)
  %q = getelementptr i8, ptr %p, i64 4
  %v = load i32, ptr %q, align 1
  ret void
}

; noundef on memset's value: src's bytes are never poison, so tgt may freeze the value; tgt
; adding noundef is UB where the value is poison.
define void @set_noundef_value(ptr %p, i8 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i8 noundef %v, i64 4, i1 false)
  ret void
}

define void @set_value(ptr %p, i8 %v) {
  call void @llvm.memset.p0.i64(ptr %p, i8 %v, i64 4, i1 false)
  ret void
}

define void @set_frozen_value(ptr %p, i8 %v) {
  %f = freeze i8 %v
  call void @llvm.memset.p0.i64(ptr %p, i8 %f, i64 4, i1 false)
  ret void
}

; dereferenceable_or_null(8): a non-null operand has 8 accessible bytes even when %n is 0.
define void @copy_n_or_null8(ptr %d, ptr %s, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr dereferenceable_or_null(8) %s, i64 %n, i1 false)
  ret void
}

define void @copy_n_or_null8_load(ptr %d, ptr %s, i64 %n) {
  call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr dereferenceable_or_null(8) %s, i64 %n, i1 false)
  %null = icmp eq ptr %s, null
  br i1 %null, label %done, label %read
read:
  %q = getelementptr i8, ptr %s, i64 7
  %v = load i8, ptr %q
  br label %done
done:
  ret void
}
