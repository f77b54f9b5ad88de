; A loop is unsupported; the message names the back edge and its line:col.
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: unsupported: {{.*}}unsupported-loop.ll:12:3: error: unsupported: loop: br i1 %c, label %exit, label %loop

define i32 @src(i32 %x) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %n, %loop ]
  %n = add i32 %i, 1
  %c = icmp eq i32 %n, %x
  br i1 %c, label %exit, label %loop
exit:
  ret i32 %n
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
