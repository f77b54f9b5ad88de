; A pointer loaded from memory cannot name a block of the run unless the run stored one: memory
; before the run holds no pointer to its allocas (Alive2's memory/freshbid-alloca-2), so a store
; through a loaded pointer leaves a fresh alloca alone. Once the function stores the alloca's
; address into memory, a pointer loaded back (through an argument that may alias the slot) may be
; the alloca, and forwarding the alloca's old value is wrong.
; RUN: %theseus verify %s --src fresh_src --tgt fresh_tgt | FileCheck %s --check-prefix=FRESH
; FRESH: {{^}}correct{{$}}
; RUN: %expect-exit 1 %theseus verify %s --src escaped_src --tgt escaped_tgt --timeout-ms 60000 | FileCheck %s --check-prefix=ESCAPED
; ESCAPED: {{^}}incorrect

define i8 @fresh_src(ptr %pptr, ptr %slot) {
  %ptr = alloca i8
  %ptr0 = load ptr, ptr %pptr
  store i8 10, ptr %ptr
  store i8 20, ptr %ptr0
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @fresh_tgt(ptr %pptr, ptr %slot) {
  %ptr0 = load ptr, ptr %pptr
  store i8 20, ptr %ptr0
  ret i8 10
}

define i8 @escaped_src(ptr %pptr, ptr %slot) {
  %ptr = alloca i8
  store ptr %ptr, ptr %slot
  %ptr0 = load ptr, ptr %pptr
  store i8 10, ptr %ptr
  store i8 20, ptr %ptr0
  %v = load i8, ptr %ptr
  ret i8 %v
}

define i8 @escaped_tgt(ptr %pptr, ptr %slot) {
  %ptr = alloca i8
  store ptr %ptr, ptr %slot
  %ptr0 = load ptr, ptr %pptr
  store i8 20, ptr %ptr0
  ret i8 10
}
