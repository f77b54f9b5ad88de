; An undef reading that decides both src's final memory and its return value is one reading: a
; `select i1 undef` stores 2 through p (returning 2) or into a local (returning 1), so tgt must
; match one of the two runs whole. tgt and tgt2 mix the runs (memory of one, value of the other)
; and are incorrect; tgt3 and tgt4 are each one of src's runs. (Reported by the noalias helper:
; the return value used to be compared under its own rereading of the undef.)
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt2 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt3 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt4 | FileCheck %s --check-prefix=OK
; BAD: incorrect: {{Value mismatch|Mismatch in memory}}
; OK: {{^}}correct{{$}}

define i32 @src(ptr %p) {
  %a = alloca i32, align 4
  store i32 1, ptr %p, align 4
  %s = select i1 undef, ptr %p, ptr %a
  store i32 2, ptr %s, align 4
  %v = load i32, ptr %p, align 4
  ret i32 %v
}

define i32 @tgt(ptr %p) {
  store i32 1, ptr %p, align 4
  ret i32 2
}

define i32 @tgt2(ptr %p) {
  store i32 2, ptr %p, align 4
  ret i32 1
}

define i32 @tgt3(ptr %p) {
  store i32 2, ptr %p, align 4
  ret i32 2
}

define i32 @tgt4(ptr %p) {
  store i32 1, ptr %p, align 4
  ret i32 1
}
