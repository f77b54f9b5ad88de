define { i8, <2 x i1> } @s(i1 %c, { i8, <2 x i1> } %a, <2 x i32> range(i32 0, 4) %v) {
entry:
  br i1 %c, label %x, label %x
x:
  %p = phi { i8, <2 x i1> } [ %a, %entry ], [ %a, %entry ], [ poison, %dead ]
  %s = select i1 %c, { i8, <2 x i1> } %p, { i8, <2 x i1> } { i8 1, <2 x i1> <i1 true, i1 undef> }
  %f = freeze { i8, <2 x i1> } %s
  %r = call <2 x i32> @llvm.ctpop.v2i32(<2 x i32> %v), !range !0
  switch i8 0, label %y [
  ]
y:
  ret { i8, <2 x i1> } %f
dead:
  br label %x
}
!0 = !{i32 0, i32 33}
