; noalias pointer parameters (docs/memory.md, LangRef's "noalias" and "based on"): bytes accessed
; through pointers based on a noalias parameter may not also be accessed, during the run, through
; pointers not based on it when one of the two accesses is a write; otherwise the run is UB. Each
; correct pair below needs the attribute, and each has an incorrect neighbour: the same pair
; without it, with it on tgt only, with tgt adding an aliasing write, or with a pointer based on
; the parameter through getelementptr, select or phi.
; RUN: %theseus verify %s --src forward --tgt forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src plain_forward --tgt plain_forward_folded | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src plain_forward --tgt forward_folded | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src reload --tgt reload_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src reorder --tgt reorder_swapped | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src plain_reorder --tgt plain_reorder_swapped | FileCheck %s --check-prefix=MEMORY
; RUN: %expect-exit 1 %theseus verify %s --src store_p --tgt store_p_rewrite_q | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src gep_forward --tgt gep_forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src gep_based --tgt gep_based_folded | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src select_forward --tgt select_forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src select_forward_undef_c --tgt select_forward_undef_c_folded | FileCheck %s --check-prefix=MORE-UNDEF
; RUN: %expect-exit 1 %theseus verify %s --src select_forward --tgt forward_folded_c | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src phi_forward --tgt select_forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src phi_forward --tgt forward_folded_c | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src select_undef --tgt select_undef_unreachable | FileCheck %s --check-prefix=UB
; RUN: %theseus verify %s --src both_noalias --tgt both_noalias_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src memset_forward --tgt memset_forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src plain_memset_forward --tgt plain_memset_forward_folded | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src memcpy_forward --tgt memcpy_forward_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src reads --tgt reads_overlap_ub | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src disjoint_bytes --tgt disjoint_bytes_folded | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src loaded_pointer --tgt loaded_pointer_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 3 %theseus verify %s --src escapes --tgt escapes | FileCheck %s --check-prefix=ESCAPES
; RUN: %expect-exit 3 %theseus verify %s --src frozen --tgt frozen | FileCheck %s --check-prefix=FROZEN
; RUN: %expect-exit 3 %theseus verify %s --src noalias_return --tgt noalias_return | FileCheck %s --check-prefix=RETURN
; CORRECT: {{^}}correct{{$}}
; MORE-UNDEF: incorrect: {{Target's return value is more undefined|Value mismatch|Mismatch in memory}}
; VALUE: incorrect: Value mismatch
; UB: incorrect: Source is more defined than target
; MEMORY: incorrect: Mismatch in memory
; ESCAPES: unsupported{{.*}}based on a noalias parameter stored into memory
; FROZEN: unsupported{{.*}}freeze of a pointer based on a noalias parameter
; RETURN: unsupported{{.*}}attribute noalias

declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)
declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)

; int f(int *restrict p, int *q) { *p = 1; *q = 2; return *p; }
define i32 @forward(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @forward_folded(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 1
}

define i32 @plain_forward(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @plain_forward_folded(ptr %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 1
}

; int f(int *restrict p, int *q) { int a = *q; *p = 5; return a + *q; }
define i32 @reload(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %q, align 4
  store i32 5, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %s = add i32 %a, %b
  ret i32 %s
}

define i32 @reload_folded(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %q, align 4
  store i32 5, ptr %p, align 4
  %s = shl i32 %a, 1
  ret i32 %s
}

define void @reorder(ptr noalias %p, ptr %q) {
  store i8 1, ptr %p
  store i8 2, ptr %q
  ret void
}

define void @reorder_swapped(ptr noalias %p, ptr %q) {
  store i8 2, ptr %q
  store i8 1, ptr %p
  ret void
}

define void @plain_reorder(ptr %p, ptr %q) {
  store i8 1, ptr %p
  store i8 2, ptr %q
  ret void
}

define void @plain_reorder_swapped(ptr %p, ptr %q) {
  store i8 2, ptr %q
  store i8 1, ptr %p
  ret void
}

define void @store_p(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  ret void
}

; tgt writes back what q held: an aliasing write where src has none.
define void @store_p_rewrite_q(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  %v = load i32, ptr %q, align 4
  store i32 %v, ptr %q, align 4
  ret void
}

define i32 @gep_forward(ptr noalias %p, ptr %q) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  store i32 1, ptr %g, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %g, align 4
  ret i32 %v
}

define i32 @gep_forward_folded(ptr noalias %p, ptr %q) {
  %g = getelementptr inbounds i8, ptr %p, i64 4
  store i32 1, ptr %g, align 4
  store i32 2, ptr %q, align 4
  ret i32 1
}

; %g is based on %p: its store may overwrite what %p stored.
define i32 @gep_based(ptr noalias %p, i64 %i) {
  store i32 1, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i64 %i
  store i32 2, ptr %g, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @gep_based_folded(ptr noalias %p, i64 %i) {
  store i32 1, ptr %p, align 4
  %g = getelementptr i32, ptr %p, i64 %i
  store i32 2, ptr %g, align 4
  ret i32 1
}

; %s is based on %p exactly when %c: then the second store may hit %p's bytes.
define i32 @select_forward(ptr noalias %p, ptr %q, i1 noundef %c) {
  store i32 1, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @select_forward_folded(ptr noalias %p, ptr %q, i1 noundef %c) {
  store i32 1, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  %v = select i1 %c, i32 2, i32 1
  ret i32 %v
}

define i32 @forward_folded_c(ptr noalias %p, ptr %q, i1 %c) {
  store i32 1, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  ret i32 1
}

define i32 @phi_forward(ptr noalias %p, ptr %q, i1 %c) {
entry:
  store i32 1, ptr %p, align 4
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %s = phi ptr [ %p, %then ], [ %q, %entry ]
  store i32 2, ptr %s, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @both_noalias(ptr noalias %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  %w = load i32, ptr %q, align 4
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @both_noalias_folded(ptr noalias %p, ptr noalias %q) {
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 3
}

define i32 @memset_forward(ptr noalias %p, ptr %q, i64 %n) {
  store i32 1, ptr %p, align 4
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @memset_forward_folded(ptr noalias %p, ptr %q, i64 %n) {
  store i32 1, ptr %p, align 4
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)
  ret i32 1
}

define i32 @plain_memset_forward(ptr %p, ptr %q, i64 %n) {
  store i32 1, ptr %p, align 4
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @plain_memset_forward_folded(ptr %p, ptr %q, i64 %n) {
  store i32 1, ptr %p, align 4
  call void @llvm.memset.p0.i64(ptr %q, i8 0, i64 %n, i1 false)
  ret i32 1
}

; memcpy into %q reads %r: neither may touch what %p wrote.
define i32 @memcpy_forward(ptr noalias %p, ptr %q, ptr %r) {
  store i32 1, ptr %p, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %r, i64 8, i1 false)
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @memcpy_forward_folded(ptr noalias %p, ptr %q, ptr %r) {
  store i32 1, ptr %p, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %r, i64 8, i1 false)
  ret i32 1
}

; Two reads of the same bytes are allowed: tgt may not make them UB.
define i32 @reads(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %d = sub i32 %a, %b
  ret i32 %d
}

define i32 @reads_overlap_ub(ptr noalias %p, ptr %q) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %q, align 4
  %d = sub i32 %a, %b
  %same = icmp eq ptr %p, %q
  br i1 %same, label %ub, label %ok
ub:
  unreachable
ok:
  ret i32 %d
}

; The bytes %q writes are next to %p's, not on them: no UB, and %p's load sees them.
define i32 @disjoint_bytes(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i8 2, ptr %q
  %g = getelementptr i8, ptr %p, i64 4
  %v = load i8, ptr %g
  %w = zext i8 %v to i32
  ret i32 %w
}

define i32 @disjoint_bytes_folded(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  store i8 2, ptr %q
  %g = getelementptr i8, ptr %p, i64 4
  %v = load i8, ptr %g
  ret i32 0
}

; A pointer loaded from memory was there before the run: it is not based on %p.
define i32 @loaded_pointer(ptr noalias %p, ptr %pp) {
  %q = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @loaded_pointer_folded(ptr noalias %p, ptr %pp) {
  %q = load ptr, ptr %pp, align 8
  store i32 1, ptr %p, align 4
  store i32 2, ptr %q, align 4
  ret i32 1
}

define void @escapes(ptr noalias %p, ptr %q) {
  %g = getelementptr i8, ptr %p, i64 1
  store ptr %g, ptr %q, align 8
  ret void
}

define i8 @frozen(ptr noalias %p) {
  %f = freeze ptr %p
  %v = load i8, ptr %f
  ret i8 %v
}

define noalias ptr @noalias_return(ptr %p) {
  ret ptr %p
}

; An undef condition is read once by the select: the store's basing follows the pointer it
; picked, so src has no UB when it picks %p (had the bits read the condition afresh, src could
; pick %p and count the store as not based on it: UB on every input, and unreachable would pass).
define i32 @select_undef(ptr noalias %p, ptr %q) {
  store i32 1, ptr %p, align 4
  %s = select i1 undef, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @select_undef_unreachable(ptr noalias %p, ptr %q) {
  unreachable
}

; With %c undef, tgt reads it twice (where to store, what to return) and can mix the two runs.
define i32 @select_forward_undef_c(ptr noalias %p, ptr %q, i1 %c) {
  store i32 1, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}
define i32 @select_forward_undef_c_folded(ptr noalias %p, ptr %q, i1 %c) {
  store i32 1, ptr %p, align 4
  %s = select i1 %c, ptr %p, ptr %q
  store i32 2, ptr %s, align 4
  %v = select i1 %c, i32 2, i32 1
  ret i32 %v
}
