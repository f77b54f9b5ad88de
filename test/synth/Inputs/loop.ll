; A loop: synthesis takes loop-free functions only (test/synth/unsupported-and-bad-input.ll).
define i8 @loop(i8 %x) {
entry:
  br label %l
l:
  %i = phi i8 [ %x, %entry ], [ %n, %l ]
  %n = add i8 %i, 1
  %d = icmp eq i8 %n, 0
  br i1 %d, label %e, label %l
e:
  ret i8 %n
}
