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
; Where the attribute forbids nothing the access does (a load through a choice of a nocapture
; parameter and null), the choice is followed: correct, and its neighbour incorrect.
; RUN: %expect-exit 0 %theseus verify %s --src src5 --tgt tgt5 | FileCheck %s --check-prefix=OK
; RUN: %expect-exit 1 %theseus verify %s --src src5 --tgt tgt6 | FileCheck %s --check-prefix=BAD
; OK: {{^}}correct{{$}}
; BAD: incorrect: Value mismatch

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
define i8 @src5(i1 %c, ptr nocapture %p) {
  %q = select i1 %c, ptr %p, ptr null
  %v = load i8, ptr %q
  ret i8 %v
}
define i8 @tgt5(i1 %c, ptr nocapture %p) {
  %v = load i8, ptr %p
  ret i8 %v
}
define i8 @tgt6(i1 %c, ptr nocapture %p) {
  %v = load i8, ptr %p
  %w = add i8 %v, 1
  ret i8 %w
}
