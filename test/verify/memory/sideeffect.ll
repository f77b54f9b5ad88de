; llvm.sideeffect (docs/memory.md): Alive2 reads a call of it as a call that writes memory of its
; own (LLVM declares it inaccessiblememonly), so src and tgt must run as many of them wherever both
; return; the difference is a "Mismatch in memory". A call site marked memory(none) or
; memory(read) writes nothing and is dropped (Alive2's attrs/sideeffect).
; RUN: %expect-exit 1 %theseus verify %s --src removed --tgt removed_tgt | FileCheck %s --check-prefix=MISMATCH
; RUN: %theseus verify %s --src kept --tgt kept_tgt | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src hoisted --tgt hoisted_tgt | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src hoisted --tgt hoisted_one_path | FileCheck %s --check-prefix=MISMATCH
; RUN: %expect-exit 1 %theseus verify %s --src kept --tgt doubled | FileCheck %s --check-prefix=MISMATCH
; RUN: %theseus verify %s --src none_attr --tgt removed_tgt | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src before_ub --tgt removed_tgt | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src removed --tgt removed_tgt --json | FileCheck %s --check-prefix=JSON
; CORRECT: {{^}}correct{{$}}
; MISMATCH: incorrect: Mismatch in memory
; MISMATCH: llvm.sideeffect calls: source {{[0-9]}}, target {{[0-9]}}
; JSON: "sideeffect_calls":{"source":1,"target":0}

declare void @llvm.sideeffect()

define i4 @removed(ptr %p) {
  call void @llvm.sideeffect()
  ret i4 6
}

define i4 @removed_tgt(ptr %p) {
  ret i4 6
}

define i8 @kept(ptr %p, i8 %x) {
  store i8 %x, ptr %p
  call void @llvm.sideeffect()
  ret i8 %x
}

define i8 @kept_tgt(ptr %p, i8 %x) {
  call void @llvm.sideeffect()
  store i8 %x, ptr %p
  ret i8 %x
}

define i8 @doubled(ptr %p, i8 %x) {
  call void @llvm.sideeffect()
  store i8 %x, ptr %p
  call void @llvm.sideeffect()
  ret i8 %x
}

define i8 @hoisted(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  call void @llvm.sideeffect()
  ret i8 %x
b:
  call void @llvm.sideeffect()
  ret i8 0
}

define i8 @hoisted_tgt(i1 %c, i8 %x) {
  call void @llvm.sideeffect()
  %r = select i1 %c, i8 %x, i8 0
  ret i8 %r
}

define i8 @hoisted_one_path(i1 %c, i8 %x) {
  br i1 %c, label %a, label %b
a:
  call void @llvm.sideeffect()
  ret i8 %x
b:
  ret i8 0
}

define i4 @none_attr(ptr %p) {
  call void @llvm.sideeffect() memory(none)
  ret i4 6
}

define i4 @before_ub(ptr %p) {
  call void @llvm.sideeffect()
  unreachable
}
