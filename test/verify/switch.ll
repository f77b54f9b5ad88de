; A switch becomes a select chain; swapping two case results is a value mismatch.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = 0x0{{[12]}} ({{[12]}})

define i8 @src(i8 %x) {
entry:
  switch i8 %x, label %other [
    i8 1, label %one
    i8 2, label %two
  ]
one:
  br label %out
two:
  br label %out
other:
  br label %out
out:
  %r = phi i8 [ 10, %one ], [ 20, %two ], [ 0, %other ]
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %is1 = icmp eq i8 %x, 1
  %is2 = icmp eq i8 %x, 2
  %s = select i1 %is2, i8 20, i8 0
  %r = select i1 %is1, i8 10, i8 %s
  ret i8 %r
}

define i8 @src2(i8 %x) {
entry:
  switch i8 %x, label %other [
    i8 1, label %one
    i8 2, label %two
  ]
one:
  ret i8 10
two:
  ret i8 20
other:
  ret i8 0
}

define i8 @tgt2(i8 %x) {
  %is1 = icmp eq i8 %x, 1
  %is2 = icmp eq i8 %x, 2
  %s = select i1 %is2, i8 10, i8 0
  %r = select i1 %is1, i8 20, i8 %s
  ret i8 %r
}
