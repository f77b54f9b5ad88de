; llvm.assume's operand bundles (docs/memory.md; LangRef "Assume Operand Bundles", Alive2):
; "align"(p, a[, off]) is UB unless the address of p - off is a multiple of a (a power of two) or,
; for any other a (0 included), p - off is null; a poison operand is UB. "noundef"(x) is UB when
; x is poison or undef. "cold" and "ignore" mean nothing; other bundles are unsupported, named.
; Each correct pair has an incorrect neighbour that a wrong semantics would call correct.
; RUN: %theseus verify %s --src align_mask --tgt zero | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src align4_mask --tgt zero | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src align_offset_mask --tgt twenty_eight | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src align_offset_mask --tgt four | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src align_variable --tgt zero_noundef | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src no_assume_variable --tgt zero_noundef | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src align3_null --tgt true | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src align0_null --tgt true | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src align4_null --tgt true | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src align_nonpow2_null --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src align_poison --tgt unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src align1 --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src load_assumed --tgt load | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src load --tgt load_assumed | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src load --tgt load_align1_assumed | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src offset_load4 --tgt offset_load32 | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src ignored_bundles --tgt ret | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src noundef_freeze --tgt noundef_plain | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src freeze --tgt noundef_plain | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 1 %theseus verify %s --src ret_i8 --tgt noundef_only --disable-poison-input | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src noundef_only --tgt ret_i8 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src ret_i8 --tgt noundef_vector | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 3 %theseus verify %s --src nonnull --tgt nonnull | FileCheck %s --check-prefix=NONNULL
; RUN: %expect-exit 3 %theseus verify %s --src negative_offset --tgt negative_offset | FileCheck %s --check-prefix=OFFSET
; CORRECT: {{^}}correct{{$}}
; VALUE: incorrect: Value mismatch
; UB: incorrect: Source is more defined than target
; INCORRECT: {{^}}incorrect:
; NONNULL: unsupported{{.*}}operand bundle "nonnull"
; OFFSET: unsupported{{.*}}"align" bundle other than

declare void @llvm.assume(i1)

define i64 @align_mask(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 8)]
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 7
  ret i64 %m
}

define i64 @align4_mask(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 4)]
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 7
  ret i64 %m
}

define i64 @zero(ptr %p) {
  ret i64 0
}

; p - 28 is a multiple of 32, so p is 28 modulo 32.
define i64 @align_offset_mask(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i32 32, i32 28)]
  %i = ptrtoint ptr %p to i64
  %m = and i64 %i, 31
  ret i64 %m
}

define i64 @twenty_eight(ptr %p) {
  ret i64 28
}

define i64 @four(ptr %p) {
  ret i64 4
}

; A power of two a: the address is a multiple of it; any other a: p is null (address 0).
define i64 @align_variable(ptr %p, i64 noundef %a) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 %a)]
  %i = ptrtoint ptr %p to i64
  %a1 = sub i64 %a, 1
  %m = and i64 %i, %a1
  ret i64 %m
}

define i64 @no_assume_variable(ptr %p, i64 noundef %a) {
  %i = ptrtoint ptr %p to i64
  %a1 = sub i64 %a, 1
  %m = and i64 %i, %a1
  ret i64 %m
}

define i64 @zero_noundef(ptr %p, i64 noundef %a) {
  ret i64 0
}

define i1 @align3_null(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i16 3)]
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @align0_null(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 0)]
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @align4_null(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 4)]
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @true(ptr %p) {
  ret i1 true
}

; Null satisfies a non-power-of-two alignment, so src is defined (Alive2's assume/align-nonpow2).
define void @align_nonpow2_null(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr null, i32 5)]
  ret void
}

define void @align_poison(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 poison)]
  ret void
}

define void @align1(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 1)]
  ret void
}

define void @unreachable(ptr %p) {
  unreachable
}

define i32 @load_assumed(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 16)]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @load(ptr %p) {
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; Alignment 1 holds of every pointer.
define i32 @load_align1_assumed(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 1)]
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

; Alive2's bugs/D98759: p - 28 aligned to 32 makes p - 4 misaligned for 32.
define i32 @offset_load4(ptr %a) {
  call void @llvm.assume(i1 true) ["align"(ptr %a, i32 32, i32 28)]
  %q = getelementptr inbounds i32, ptr %a, i64 -1
  %v = load i32, ptr %q, align 4
  ret i32 %v
}

define i32 @offset_load32(ptr %a) {
  call void @llvm.assume(i1 true) ["align"(ptr %a, i32 32, i32 28)]
  %q = getelementptr inbounds i32, ptr %a, i64 -1
  %v = load i32, ptr %q, align 32
  ret i32 %v
}

define void @ignored_bundles(ptr %p) {
  call void @llvm.assume(i1 true) ["cold"(), "ignore"(ptr %p, i64 3)]
  ret void
}

define void @ret(ptr %p) {
  ret void
}

define i32 @noundef_freeze(i32 %x) {
  %x.fr = freeze i32 %x
  call void @llvm.assume(i1 true) ["noundef"(i32 %x)]
  ret i32 %x.fr
}

define i32 @freeze(i32 %x) {
  %x.fr = freeze i32 %x
  ret i32 %x.fr
}

define i32 @noundef_plain(i32 %x) {
  ret i32 %x
}

; With poison inputs disabled only an undef %x makes the target's assume UB.
define void @ret_i8(i8 %x) {
  ret void
}

define void @noundef_only(i8 %x) {
  call void @llvm.assume(i1 true) ["noundef"(i8 %x)]
  ret void
}

define void @noundef_vector(i8 %x) {
  %v = insertelement <2 x i8> poison, i8 %x, i32 0
  call void @llvm.assume(i1 true) ["noundef"(<2 x i8> %v)]
  ret void
}

define void @nonnull(ptr %p) {
  call void @llvm.assume(i1 true) ["nonnull"(ptr %p)]
  ret void
}

define void @negative_offset(ptr %p) {
  call void @llvm.assume(i1 true) ["align"(ptr %p, i64 64, i8 -4)]
  ret void
}
