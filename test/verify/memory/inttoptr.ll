; inttoptr (docs/memory.md, "Physical pointers"): the result has the operand's address exactly
; (inttoptr of 0 is null) and no block of its own, so comparisons, ptrtoint and returns see the
; address, and a physical pointer is not the logical pointer with the same address (Alive2's
; int2ptr/intro). Accesses through it, two inttoptrs in a pair and an operand that may be undef
; are unsupported.
; RUN: %theseus verify %s --src null --tgt i2p_zero | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src identity --tgt roundtrip_int | FileCheck %s --check-prefix=CORRECT
; RUN: %theseus verify %s --src is_zero --tgt i2p_is_null | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src false --tgt i2p_is_null | FileCheck %s --check-prefix=INCORRECT
; RUN: %theseus verify %s --src int_ult --tgt i2p_ult | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src int_ule --tgt i2p_ult | FileCheck %s --check-prefix=MISMATCH
; RUN: %expect-exit 1 %theseus verify %s --src logical --tgt physical | FileCheck %s --check-prefix=MISMATCH
; RUN: %expect-exit 1 %theseus verify %s --src physical_only --tgt logical | FileCheck %s --check-prefix=MISMATCH
; RUN: %theseus verify %s --src dead --tgt ret0 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 3 %theseus verify %s --src load_through --tgt ret0 | FileCheck %s --check-prefix=ACCESS
; RUN: %expect-exit 3 %theseus verify %s --src physical --tgt physical | FileCheck %s --check-prefix=TWO
; RUN: %expect-exit 3 %theseus verify %s --src undef_operand --tgt null | FileCheck %s --check-prefix=UNDEF
; RUN: %expect-exit 3 %theseus verify %s --src nocapture_param --tgt nocapture_param_null | FileCheck %s --check-prefix=ATTR
; CORRECT: {{^}}correct{{$}}
; MISMATCH: incorrect: Value mismatch
; INCORRECT: {{^}}incorrect:
; ACCESS: unsupported{{.*}}a use of an inttoptr result other than{{.*}}load i8
; TWO: unsupported{{.*}}more than one inttoptr in a pair
; UNDEF: unsupported{{.*}}inttoptr of a value that may be undef
; ATTR: unsupported{{.*}}inttoptr in a function with readonly, readnone, writeonly or nocapture

define ptr @null(i64 %x) {
  ret ptr null
}

define ptr @i2p_zero(i64 %x) {
  %p = inttoptr i64 0 to ptr
  ret ptr %p
}

define i64 @identity(i64 %x) {
  ret i64 %x
}

define i64 @roundtrip_int(i64 %x) {
  %p = inttoptr i64 %x to ptr
  %i = ptrtoint ptr %p to i64
  ret i64 %i
}

define i1 @is_zero(i32 %x) {
  %c = icmp eq i32 %x, 0
  ret i1 %c
}

define i1 @false(i32 %x) {
  ret i1 false
}

define i1 @i2p_is_null(i32 %x) {
  %p = inttoptr i32 %x to ptr
  %c = icmp eq ptr %p, null
  ret i1 %c
}

define i1 @int_ult(ptr %q, i64 %x) {
  %i = ptrtoint ptr %q to i64
  %c = icmp ult i64 %x, %i
  ret i1 %c
}

define i1 @int_ule(ptr %q, i64 %x) {
  %i = ptrtoint ptr %q to i64
  %c = icmp ule i64 %x, %i
  ret i1 %c
}

define i1 @i2p_ult(ptr %q, i64 %x) {
  %p = inttoptr i64 %x to ptr
  %c = icmp ult ptr %p, %q
  ret i1 %c
}

define ptr @logical(ptr %q) {
  ret ptr %q
}

define ptr @physical(ptr %q) {
  %i = ptrtoint ptr %q to i64
  %p = inttoptr i64 %i to ptr
  ret ptr %p
}

define ptr @physical_only(ptr %q) {
  %i = ptrtoint ptr %q to i64
  %j = or i64 %i, 1
  %p = inttoptr i64 %j to ptr
  ret ptr %p
}

define i32 @dead(ptr %q, i1 %c) {
  %x = select i1 %c, i64 0, i64 1
  %p = inttoptr i64 %x to ptr
  ret i32 0
}

define i32 @ret0(ptr %q, i1 %c) {
  ret i32 0
}

define i32 @load_through(ptr %q, i1 %c) {
  %i = ptrtoint ptr %q to i64
  %p = inttoptr i64 %i to ptr
  %v = load i8, ptr %p
  ret i32 0
}

define ptr @undef_operand(i64 %x) {
  %y = freeze i64 undef
  %p = inttoptr i64 %y to ptr
  ret ptr %p
}

define i1 @nocapture_param(ptr nocapture %q, i64 %x) {
  %p = inttoptr i64 %x to ptr
  %c = icmp eq ptr %p, %q
  ret i1 %c
}

define i1 @nocapture_param_null(ptr nocapture %q, i64 %x) {
  ret i1 false
}
