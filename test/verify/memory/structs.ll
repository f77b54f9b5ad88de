; Struct loads and stores (docs/memory.md): each field at its datalayout offset, the padding
; between and after the fields written as poison, a load reading each field from its bytes.
; Structs with pointer fields are unsupported.
; RUN: %theseus verify %s --src umul_store --tgt umul_store | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src umul16_store --tgt smul16_store | FileCheck %s --check-prefix=MEMORY
; RUN: %theseus verify %s --src field_via_struct --tgt field_direct | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src field_via_struct --tgt field_wrong_offset | FileCheck %s --check-prefix=INCORRECT
; RUN: %theseus verify %s --src padding_load --tgt zero | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src zero --tgt padding_load | FileCheck %s --check-prefix=POISON
; RUN: %theseus verify %s --src load_struct_field --tgt load_int | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src load_struct_flag --tgt load_flag_wrong | FileCheck %s --check-prefix=INCORRECT
; RUN: %expect-exit 1 %theseus verify %s --src store_fields --tgt store_struct | FileCheck %s --check-prefix=MEMORY
; RUN: %theseus verify %s --src store_struct --tgt store_struct_pad_zero | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 3 %theseus verify %s --src store_pointer_struct --tgt store_pointer_struct | FileCheck %s --check-prefix=POINTER
; CORRECT: {{^}}correct{{$}}
; MEMORY: incorrect: Mismatch in memory
; INCORRECT: {{^}}incorrect:
; POISON: incorrect: Target is more poisonous than source
; POINTER: unsupported{{.*}}{ ptr, i8 }

declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16)
declare { i16, i1 } @llvm.smul.with.overflow.i16(i16, i16)

define void @umul_store(i32 %a, i32 %b, ptr %p) {
  %m = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  store { i32, i1 } %m, ptr %p
  ret void
}

define void @umul16_store(i16 %a, i16 %b, ptr %p) {
  %m = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %a, i16 %b)
  store { i16, i1 } %m, ptr %p
  ret void
}

define void @smul16_store(i16 %a, i16 %b, ptr %p) {
  %m = call { i16, i1 } @llvm.smul.with.overflow.i16(i16 %a, i16 %b)
  store { i16, i1 } %m, ptr %p
  ret void
}

define i32 @field_via_struct(i32 %a, i1 %f) {
  %p = alloca { i8, i32 }
  %s0 = insertvalue { i8, i32 } poison, i8 7, 0
  %s = insertvalue { i8, i32 } %s0, i32 %a, 1
  store { i8, i32 } %s, ptr %p
  %q = getelementptr i8, ptr %p, i64 4
  %v = load i32, ptr %q
  ret i32 %v
}

define i32 @field_direct(i32 %a, i1 %f) {
  ret i32 %a
}

define i32 @field_wrong_offset(i32 %a, i1 %f) {
  %p = alloca { i8, i32 }
  %s0 = insertvalue { i8, i32 } poison, i8 7, 0
  %s = insertvalue { i8, i32 } %s0, i32 %a, 1
  store { i8, i32 } %s, ptr %p
  %q = getelementptr i8, ptr %p, i64 1
  %v = load i32, ptr %q, align 1
  ret i32 %v
}

define i8 @padding_load(i8 %x, i32 %y, ptr %p) {
  %s0 = insertvalue { i8, i32 } poison, i8 %x, 0
  %s = insertvalue { i8, i32 } %s0, i32 %y, 1
  store { i8, i32 } %s, ptr %p
  %q = getelementptr i8, ptr %p, i64 2
  %v = load i8, ptr %q
  ret i8 %v
}

define i8 @zero(i8 %x, i32 %y, ptr %p) {
  %s0 = insertvalue { i8, i32 } poison, i8 %x, 0
  %s = insertvalue { i8, i32 } %s0, i32 %y, 1
  store { i8, i32 } %s, ptr %p
  ret i8 0
}

define i32 @load_struct_field(ptr %p) {
  %s = load { i32, i1 }, ptr %p
  %v = extractvalue { i32, i1 } %s, 0
  ret i32 %v
}

define i32 @load_int(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}

define i1 @load_struct_flag(ptr %p) {
  %s = load { i32, i1 }, ptr %p
  %v = extractvalue { i32, i1 } %s, 1
  ret i1 %v
}

define i1 @load_flag_wrong(ptr %p) {
  %v = load i1, ptr %p
  ret i1 %v
}

define void @store_fields(i16 %a, i1 %b, ptr %p) {
  store i16 %a, ptr %p
  %q = getelementptr i8, ptr %p, i64 2
  store i1 %b, ptr %q
  %r = getelementptr i8, ptr %p, i64 3
  store i8 0, ptr %r
  ret void
}

define void @store_struct(i16 %a, i1 %b, ptr %p) {
  %s0 = insertvalue { i16, i1 } poison, i16 %a, 0
  %s = insertvalue { i16, i1 } %s0, i1 %b, 1
  store { i16, i1 } %s, ptr %p
  ret void
}

define void @store_struct_pad_zero(i16 %a, i1 %b, ptr %p) {
  %s0 = insertvalue { i16, i1 } poison, i16 %a, 0
  %s = insertvalue { i16, i1 } %s0, i1 %b, 1
  store { i16, i1 } %s, ptr %p
  %r = getelementptr i8, ptr %p, i64 3
  store i8 0, ptr %r
  ret void
}

define void @store_pointer_struct(ptr %q, ptr %p) {
  %s = insertvalue { ptr, i8 } poison, ptr %q, 0
  store { ptr, i8 } %s, ptr %p
  ret void
}
