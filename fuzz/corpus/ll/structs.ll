define { i32, i1 } @structs(i32 %a, i32 %b) {
  %o = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %a, i32 %b)
  %v = extractvalue { i32, i1 } %o, 0
  %n = insertvalue { i32, { i8, i1 } } { i32 1, { i8, i1 } { i8 poison, i1 true } }, i32 %v, 0
  %f = extractvalue { i32, { i8, i1 } } %n, 1, 1
  %r = insertvalue { i32, i1 } %o, i1 %f, 1
  ret { i32, i1 } %r
}
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32)
