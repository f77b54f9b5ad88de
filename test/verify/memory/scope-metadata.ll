; !alias.scope and !noalias on loads and stores (docs/memory.md): when no scope is both in some
; access's !alias.scope and in some access's !noalias, the metadata constrains nothing (LangRef's
; scoped noalias) and is ignored; otherwise it could make tgt UB where aliasing happens, which
; the model does not encode, so the pair is unsupported.
; RUN: %theseus verify %s --src copy --tgt copy_scoped | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src copy --tgt copy_scoped_true | FileCheck %s --check-prefix=MISMATCH
; RUN: %expect-exit 1 %theseus verify %s --src copy --tgt copy_scoped_other | FileCheck %s --check-prefix=MEMORY
; RUN: %expect-exit 3 %theseus verify %s --src copy --tgt copy_scopes_meet | FileCheck %s --check-prefix=MEET
; CORRECT: {{^}}correct{{$}}
; MISMATCH: incorrect: Value mismatch
; MEMORY: incorrect: Mismatch in memory
; MEET: unsupported{{.*}}metadata on a load

define i1 @copy(ptr %a, ptr %b) {
  %l = load i8, ptr %a
  store i8 %l, ptr %b
  ret i1 false
}

define i1 @copy_scoped(ptr %a, ptr %b) {
  %l = load i8, ptr %a, !alias.scope !0, !noalias !3
  store i8 %l, ptr %b, !alias.scope !0, !noalias !3
  ret i1 false
}

define i1 @copy_scoped_true(ptr %a, ptr %b) {
  %l = load i8, ptr %a, !alias.scope !0, !noalias !3
  store i8 %l, ptr %b, !alias.scope !0, !noalias !3
  ret i1 true
}

define i1 @copy_scoped_other(ptr %a, ptr %b) {
  %l = load i8, ptr %a, !alias.scope !0, !noalias !3
  %m = add i8 %l, 1
  store i8 %m, ptr %b, !alias.scope !0, !noalias !3
  ret i1 false
}

define i1 @copy_scopes_meet(ptr %a, ptr %b) {
  %l = load i8, ptr %a, !alias.scope !0
  store i8 %l, ptr %b, !noalias !0
  ret i1 false
}

!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2, !"Domain"}
!3 = !{!4}
!4 = distinct !{!4, !2}
