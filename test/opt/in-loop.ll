; A cut inside a loop: the header phi is an input, the back edge is not part of the cut; the
; rewrite replaces the loop body's computation. --verify-whole skips the function (a loop) and
; says so.
; RUN: %expect-exit 0 %theseus opt %s -o - --no-cache --verify-whole 2> %t.err | FileCheck %s
; RUN: FileCheck %s --check-prefix=LOG < %t.err

; CHECK: loop:
; CHECK: %next{{.*}} = add i32 %{{i|x}}, %{{i|x}}
; CHECK-NOT: shl
; LOG: whole @h: skipped

define i32 @h(i32 %x, i32 %n) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  %a = xor i32 %x, %i
  %b = and i32 %x, %i
  %c = shl i32 %b, 1
  %next = add i32 %a, %c
  %done = icmp ugt i32 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %next
}
