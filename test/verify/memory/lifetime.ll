; llvm.lifetime.start/end (docs/memory.md, Alive2's rules): an alloca a lifetime.start names is
; dead until then (an access before is UB), end kills it (an access after is UB), start gives it
; poison bytes; two allocas whose lifetimes do not overlap may share an address; on an argument's
; block the markers fill the block with poison; on undef they do nothing. A marker on a pointer of
; unknown origin is unsupported.
; RUN: %theseus verify %s --src load_after_end --tgt ret_undef | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src store_before_start --tgt ret_undef | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src restart --tgt ret_undef | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src argument --tgt argument_undef | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src nothing --tgt undef_pointer | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src in_lifetime --tgt ret10 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src disjoint --tgt disjoint_assumed | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 1 %theseus verify %s --src marker_on_argument --tgt unreachable | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src argument_kept --tgt argument_undef | FileCheck %s --check-prefix=MEMORY
; RUN: %expect-exit 3 %theseus verify %s --src unknown_origin --tgt unknown_origin | FileCheck %s --check-prefix=UNKNOWN
; CORRECT: {{^}}correct{{$}}
; UB: incorrect: Source is more defined than target
; INCORRECT: {{^}}incorrect:
; MEMORY: incorrect: Mismatch in memory
; MEMORY: Memory byte at block {{[0-9]+}} offset {{[0-9]+}}
; MEMORY: source  {{[01]+}}
; MEMORY-NEXT: target  pppppppp
; UNKNOWN: unsupported{{.*}}lifetime marker on a pointer of unknown origin

declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define i32 @load_after_end() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  store i32 10, ptr %p
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @store_before_start() {
  %p = alloca i32
  store i32 10, ptr %p
  %v = load i32, ptr %p
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  ret i32 %v
}

define i32 @restart() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  store i32 10, ptr %p
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  %v = load i32, ptr %p
  ret i32 %v
}

define i32 @ret_undef() {
  ret i32 undef
}

define i32 @in_lifetime() {
  %p = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  store i32 10, ptr %p
  %v = load i32, ptr %p
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  ret i32 %v
}

define i32 @ret10() {
  ret i32 10
}

define i8 @argument(ptr %p) {
  store i8 1, ptr %p
  call void @llvm.lifetime.start.p0(i64 1, ptr %p)
  %v = load i8, ptr %p
  call void @llvm.lifetime.end.p0(i64 1, ptr %p)
  ret i8 %v
}

define i8 @argument_undef(ptr %p) {
  call void @llvm.lifetime.end.p0(i64 1, ptr %p)
  ret i8 undef
}

define i8 @argument_kept(ptr %p) {
  store i8 1, ptr %p
  ret i8 undef
}

define void @nothing() {
  ret void
}

define void @undef_pointer() {
  call void @llvm.lifetime.start.p0(i64 1, ptr undef)
  call void @llvm.lifetime.end.p0(i64 1, ptr undef)
  ret void
}

define i1 @disjoint() {
  %p = alloca i32
  %q = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  call void @llvm.lifetime.start.p0(i64 4, ptr %q)
  call void @llvm.lifetime.end.p0(i64 4, ptr %q)
  %c = icmp eq ptr %p, %q
  ret i1 %c
}

define i1 @disjoint_assumed() {
  %p = alloca i32
  %q = alloca i32
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  call void @llvm.lifetime.start.p0(i64 4, ptr %q)
  call void @llvm.lifetime.end.p0(i64 4, ptr %q)
  %c = icmp eq ptr %p, %q
  br i1 %c, label %same, label %apart
same:
  unreachable
apart:
  ret i1 false
}

define void @marker_on_argument(ptr %p) {
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  call void @llvm.lifetime.end.p0(i64 4, ptr %p)
  ret void
}

define void @unreachable(ptr %p) {
  unreachable
}

define void @unknown_origin(ptr %pp) {
  %p = load ptr, ptr %pp
  call void @llvm.lifetime.start.p0(i64 4, ptr %p)
  ret void
}
