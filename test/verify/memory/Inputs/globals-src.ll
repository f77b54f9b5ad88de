; Sources of test/verify/memory/globals-two-files.ll.
@k = internal constant i32 0
@r = internal global i8 0
@z = global i32 0
@cs = constant i32 0
@ct = global i32 0

define void @const_changed() {
  %a = load i32, ptr @k
  ret void
}

define i32 @introduced() {
  ret i32 0
}

define void @removed() {
  store i8 0, ptr @r
  ret void
}

define i32 @size_changed() {
  %v = load i32, ptr @z
  ret i32 %v
}

define i32 @const_dropped() {
  %v = load i32, ptr @cs
  ret i32 %v
}

define i32 @const_added() {
  %v = load i32, ptr @ct
  ret i32 %v
}

define i32 @new_variable() {
  ret i32 0
}
