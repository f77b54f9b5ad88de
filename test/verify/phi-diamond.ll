; A diamond CFG with a phi folds to a select; picking the wrong arm is a value mismatch.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

define i32 @src(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %then, label %else
then:
  %a = add i32 %x, 1
  br label %join
else:
  %b = sub i32 %y, 1
  br label %join
join:
  %r = phi i32 [ %a, %then ], [ %b, %else ]
  ret i32 %r
}

define i32 @tgt(i1 %c, i32 %x, i32 %y) {
  %a = add i32 %x, 1
  %b = sub i32 %y, 1
  %r = select i1 %c, i32 %a, i32 %b
  ret i32 %r
}

define i32 @src2(i1 %c, i32 %x, i32 %y) {
entry:
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %r = phi i32 [ %x, %then ], [ %y, %entry ]
  ret i32 %r
}

define i32 @tgt2(i1 %c, i32 %x, i32 %y) {
  %r = select i1 %c, i32 %y, i32 %x
  ret i32 %r
}
