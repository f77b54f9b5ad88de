; Incorrect pairs through memory, each with the counterexample's memory byte: a different stored
; value, a second store tgt adds, two stores reordered (wrong only when %p and %q overlap). A store tgt
; adds where src has none makes tgt UB when the pointer is not dereferenceable.
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt store_twice | FileCheck %s --check-prefix=ADDED
; RUN: %expect-exit 1 %theseus verify %s --src nothing --tgt store0 | FileCheck %s --check-prefix=UB
; RUN: %expect-exit 1 %theseus verify %s --src two_stores --tgt reordered | FileCheck %s --check-prefix=ALIAS
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt --json | FileCheck %s --check-prefix=JSON
; VALUE: incorrect: Mismatch in memory
; VALUE: Memory byte at block {{[0-9]+}} offset {{[0-9]+}}
; VALUE: source  0000000{{[01]}}
; VALUE-NEXT: target  0000000{{[01]}}
; ADDED: incorrect: Mismatch in memory
; ADDED: source  00000001
; ADDED-NEXT: target  00000000
; UB: incorrect: Source is more defined than target
; UB: Target: UB
; ALIAS: incorrect: Mismatch in memory
; ALIAS: ptr %p = {{.*}}(block [[B:[0-9]+]], offset
; ALIAS: ptr %q = {{.*}}(block [[B]], offset
; JSON: "memory":{"block":{{[0-9]+}},"offset":{{[0-9]+}},"initial":"{{[01p]+}}","source":"{{[01]+}}","target":"{{[01]+}}"}

define void @src(ptr %p) {
  store i8 1, ptr %p
  ret void
}

define void @tgt(ptr %p) {
  store i8 0, ptr %p
  ret void
}

define void @store_twice(ptr %p) {
  store i8 1, ptr %p
  store i8 0, ptr %p
  ret void
}

define void @nothing(ptr %p) {
  ret void
}

define void @store0(ptr %p) {
  store i8 0, ptr %p
  ret void
}

define void @two_stores(ptr %p, ptr %q) {
  store i32 10, ptr %p
  store i32 20, ptr %q
  ret void
}

define void @reordered(ptr %p, ptr %q) {
  store i32 20, ptr %q
  store i32 10, ptr %p
  ret void
}
