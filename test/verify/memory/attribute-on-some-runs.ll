; A pointer that carries a parameter's access attribute on some runs only is unsupported: Alive2's
; pointer carries `nocapture`/`readonly` only when it came from the parameter, so giving the choice
; the attribute on every run would make src UB where it is not (ptrtoint of null, a store to a
; global) and let any tgt pass as correct. Each pair below is incorrect in Alive2 (src returns 0
; or stores 1 on the runs that take the other pointer); none may be reported correct.
; RUN: %expect-exit 3 %theseus verify %s --src src --tgt tgt | FileCheck %s
; RUN: %expect-exit 3 %theseus verify %s --src src2 --tgt tgt2 | FileCheck %s
; RUN: %expect-exit 3 %theseus verify %s --src src3 --tgt tgt3 | FileCheck %s
; RUN: %expect-exit 3 %theseus verify %s --src src4 --tgt tgt4 | FileCheck %s
; CHECK: unsupported: a pointer whose parameter access attributes depend on the run

@g = global i32 0
define i64 @src(ptr nocapture %p, i1 %c) {
  %q = select i1 %c, ptr %p, ptr null
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}
define i64 @tgt(ptr nocapture %p, i1 %c) {
  ret i64 42
}
define void @src2(ptr readonly %p, i1 %c) {
  %q = select i1 %c, ptr %p, ptr @g
  store i32 1, ptr %q
  ret void
}
define void @tgt2(ptr readonly %p, i1 %c) {
  store i32 2, ptr @g
  ret void
}
define i64 @src3(ptr nocapture %p, i1 %c) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %m
b:
  br label %m
m:
  %q = phi ptr [ %p, %a ], [ @g, %b ]
  %i = ptrtoint ptr %q to i64
  ret i64 %i
}
define i64 @tgt3(ptr nocapture %p, i1 %c) {
entry:
  ret i64 42
}
define void @src4(ptr readonly %p) {
  %f = freeze ptr %p
  store i32 1, ptr %f
  ret void
}
define void @tgt4(ptr readonly %p) {
  store i32 2, ptr %p
  ret void
}
