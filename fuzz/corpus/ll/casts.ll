define i64 @casts(i32 %a, <2 x i16> %v) {
  %t = trunc nuw nsw i32 %a to i8
  %z = zext nneg i8 %t to i64
  %s = sext i8 %t to i64
  %b = bitcast <2 x i16> %v to i32
  %f = freeze i32 %b
  %w = zext i32 %f to i64
  %r = add i64 %z, %s
  %q = add i64 %r, %w
  ret i64 %q
}
