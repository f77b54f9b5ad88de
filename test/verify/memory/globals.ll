; Global variables: each is its own non-local block shared by src and tgt; a constant global with
; a definitive initializer starts with its initializer's bytes and is read-only; a non-constant,
; weak or external global starts with arbitrary bytes; pointer arguments may alias a global.
; RUN: %theseus verify %s --src load_const --tgt const_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src load_var --tgt var_folded | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src load_weak --tgt weak_folded | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src load_bytes --tgt bytes_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src store_const --tgt store_const_unreachable | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src store_var --tgt store_var_other | FileCheck %s --check-prefix=MEMORY
; RUN: %theseus verify %s --src two_stores --tgt two_stores_swapped | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src arg_alias --tgt arg_alias_folded | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src alloca_alias --tgt alloca_alias_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src address_nonnull --tgt false | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src disjoint --tgt false | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src address_low_bits --tgt one | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src address_low_bits --tgt zero | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src load_pointer --tgt pointer_folded | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src load_pointer --tgt pointer_wrong | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src store_pointer --tgt store_null | FileCheck %s --check-prefix=MISMATCH
; MISMATCH: incorrect: Mismatch in memory
; RUN: %theseus verify %s --src load_constexpr --tgt two | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src load_constexpr --tgt three | FileCheck %s --check-prefix=VALUE
; RUN: %theseus verify %s --src ptrdiff_constexpr --tgt two64 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src phi_constexpr --tgt phi_swapped | FileCheck %s --check-prefix=VALUE
; CORRECT: {{^}}correct{{$}}
; VALUE: incorrect: Value mismatch
; MEMORY: incorrect: Mismatch in memory
; MEMORY: Memory byte at block {{[0-9]+}} offset {{[0-9]+}}
; MEMORY: source  00001010
; MEMORY-NEXT: target  00010100

target datalayout = "e-p:64:64:64"

@c = constant i32 257, align 4
@v = global i32 3, align 4
@w = weak constant i32 0
@s = constant { i8, i16 } { i8 1, i16 770 }
@x = global i8 0
@y = global i64 0
@p = constant ptr getelementptr inbounds (i8, ptr @s, i64 2)
@q = global ptr null

define i32 @load_const() {
  %l = load i32, ptr @c
  ret i32 %l
}

define i32 @const_folded() {
  ret i32 257
}

define i32 @load_var() {
  %l = load i32, ptr @v
  ret i32 %l
}

define i32 @var_folded() {
  ret i32 3
}

define i32 @load_weak() {
  %l = load i32, ptr @w
  ret i32 %l
}

define i32 @weak_folded() {
  ret i32 0
}

; The byte at offset 2 of @s (the low byte of 770, little-endian) plus the byte at offset 0.
define i8 @load_bytes() {
  %a = getelementptr i8, ptr @s, i64 2
  %b = load i8, ptr %a
  %c = load i8, ptr @s
  %d = add i8 %b, %c
  ret i8 %d
}

define i8 @bytes_folded() {
  ret i8 3
}

define void @store_const() {
  store i32 0, ptr @c
  ret void
}

define void @store_const_unreachable() {
  unreachable
}

define void @store_var() {
  store i8 10, ptr @x
  ret void
}

define void @store_var_other() {
  store i8 20, ptr @x
  ret void
}

define void @two_stores() {
  store i8 10, ptr @x
  store i64 20, ptr @y
  ret void
}

define void @two_stores_swapped() {
  store i64 20, ptr @y
  store i8 10, ptr @x
  ret void
}

define i8 @arg_alias(ptr %p) {
  store i8 10, ptr %p
  store i8 20, ptr @x
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @arg_alias_folded(ptr %p) {
  store i8 10, ptr %p
  store i8 20, ptr @x
  ret i8 10
}

define i8 @alloca_alias() {
  %a = alloca i8
  store i8 10, ptr %a
  store i8 20, ptr @x
  %v = load i8, ptr %a
  ret i8 %v
}

define i8 @alloca_alias_folded() {
  %a = alloca i8
  store i8 10, ptr %a
  store i8 20, ptr @x
  ret i8 10
}

define i1 @address_nonnull() {
  %i = ptrtoint ptr @x to i64
  %z = icmp eq i64 %i, 0
  ret i1 %z
}

define i1 @disjoint() {
  %ix = ptrtoint ptr @x to i64
  %iy = ptrtoint ptr @y to i64
  %d = sub i64 %iy, %ix
  %lo = icmp slt i64 -8, %d
  %hi = icmp slt i64 %d, 1
  %both = and i1 %lo, %hi
  ret i1 %both
}

define i1 @false() {
  ret i1 false
}

define i32 @address_low_bits() {
  %i = ptrtoint ptr @c to i32
  %r = urem i32 %i, 4
  ret i32 %r
}

define i32 @one() {
  ret i32 1
}

define i32 @zero() {
  ret i32 0
}

define ptr @load_pointer() {
  %l = load ptr, ptr @p
  ret ptr %l
}

define ptr @pointer_folded() {
  %l = load ptr, ptr @p
  %g = getelementptr inbounds i8, ptr @s, i64 2
  ret ptr %g
}

define ptr @pointer_wrong() {
  %l = load ptr, ptr @p
  %g = getelementptr inbounds i8, ptr @s, i64 1
  ret ptr %g
}

define void @store_pointer() {
  store ptr @x, ptr @q
  ret void
}

define void @store_null() {
  store ptr null, ptr @q
  ret void
}

define i8 @load_constexpr() {
  %x = load i8, ptr getelementptr inbounds (i8, ptr @s, i64 2)
  ret i8 %x
}

define i8 @two() {
  ret i8 2
}

define i8 @three() {
  ret i8 3
}

define i64 @ptrdiff_constexpr() {
  ret i64 sub (i64 ptrtoint (ptr getelementptr inbounds (i8, ptr @s, i64 2) to i64), i64 ptrtoint (ptr @s to i64))
}

define i64 @two64() {
  ret i64 2
}

define i8 @phi_constexpr(i1 %c) {
  br i1 %c, label %a, label %b
a:
  br label %exit
b:
  br label %exit
exit:
  %p = phi ptr [ @s, %a ], [ getelementptr inbounds (i8, ptr @s, i64 2), %b ]
  %v = load i8, ptr %p
  ret i8 %v
}

define i8 @phi_swapped(i1 %c) {
  br i1 %c, label %a, label %b
a:
  br label %exit
b:
  br label %exit
exit:
  %p = phi ptr [ getelementptr inbounds (i8, ptr @s, i64 2), %a ], [ @s, %b ]
  %v = load i8, ptr %p
  ret i8 %v
}
