; A definition LLVM names as an allocation library function (calloc, malloc, free, ...) has
; Alive2's implicit attributes: every parameter and the return value noundef, in src and tgt
; alike, so tgt may spell them out. The same bodies under a name that is not a library function
; keep no implicit attributes: tgt's noundef is then UB src does not have.
; RUN: %theseus verify --func calloc %s %S/Inputs/library-fn-tgt.ll | FileCheck %s --check-prefix=LIB
; RUN: %expect-exit 1 %theseus verify --func my_calloc %s %S/Inputs/library-fn-tgt.ll | FileCheck %s --check-prefix=PLAIN
; RUN: %expect-exit 1 %theseus verify --func returns_arg %s %S/Inputs/library-fn-tgt.ll | FileCheck %s --check-prefix=PLAIN
; LIB: @calloc => @calloc
; LIB-NEXT: {{^}}correct{{$}}
; PLAIN: incorrect: Source is more defined than target

define ptr @calloc(i64 %n, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}

define ptr @my_calloc(i64 %n, i64 %size) memory(inaccessiblemem: readwrite) {
  ret ptr null
}

define i64 @returns_arg(i64 %n) {
  ret i64 %n
}
