define i8 @control(i8 %x, i1 %c) {
entry:
  switch i8 %x, label %def [
    i8 0, label %zero
    i8 -1, label %zero
  ]
zero:
  %p = phi i8 [ 1, %entry ], [ 1, %entry ]
  br i1 %c, label %def, label %out
def:
  %q = phi i8 [ %x, %entry ], [ %p, %zero ]
  br label %out
out:
  %r = phi i8 [ %q, %def ], [ 0, %zero ]
  ret i8 %r
}
