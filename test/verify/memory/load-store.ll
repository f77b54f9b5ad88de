; Loads and stores of integers through pointer arguments and allocas (docs/memory.md): store-to-load
; forwarding, a store of the loaded value removed, a dead store to a local block removed, a load
; of an uninitialized alloca (poison) replaced by a constant.
; RUN: %theseus verify %s --src src --tgt tgt | FileCheck %s --check-prefix=FORWARD
; RUN: %theseus verify %s --src store_same --tgt nothing | FileCheck %s --check-prefix=SAME
; RUN: %theseus verify %s --src dead_local --tgt ret7 | FileCheck %s --check-prefix=LOCAL
; RUN: %theseus verify %s --src uninit --tgt ret0 | FileCheck %s --check-prefix=UNINIT
; RUN: %theseus verify %s --src vector --tgt vector_bytes | FileCheck %s --check-prefix=VECTOR
; FORWARD: {{^}}correct{{$}}
; SAME: {{^}}correct{{$}}
; LOCAL: {{^}}correct{{$}}
; UNINIT: {{^}}correct{{$}}
; VECTOR: {{^}}correct{{$}}

define i32 @src(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p, i32 %x) {
  store i32 %x, ptr %p, align 4
  ret i32 %x
}

define void @store_same(ptr %p) {
  %v = load i8, ptr %p
  store i8 %v, ptr %p
  ret void
}

define void @nothing(ptr %p) {
  ret void
}

define i32 @dead_local(i32 %x) {
  %a = alloca i32, align 4
  store i32 %x, ptr %a, align 4
  store i32 7, ptr %a, align 4
  %v = load i32, ptr %a, align 4
  ret i32 %v
}

define i32 @ret7(i32 %x) {
  ret i32 7
}

define i16 @uninit() {
  %a = alloca i16
  %v = load i16, ptr %a
  ret i16 %v
}

define i16 @ret0() {
  ret i16 0
}

define i8 @vector(ptr %p) {
  store <2 x i8> <i8 1, i8 2>, ptr %p
  %q = getelementptr inbounds i8, ptr %p, i64 1
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @vector_bytes(ptr %p) {
  store i16 513, ptr %p
  ret i8 2
}
