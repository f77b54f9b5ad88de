; Targets of test/verify/memory/globals-two-files.ll.
@k = internal constant i32 1
@n = constant i32 0
@z = global i8 0
@cs = global i32 0
@ct = constant i32 0
@t = global i32 0

define void @const_changed() {
  %a = load i32, ptr @k
  ret void
}

define i32 @introduced() {
  %x = load i32, ptr @n
  ret i32 %x
}

define void @removed() {
  ret void
}

define i32 @size_changed() {
  %v = load i8, ptr @z
  %w = zext i8 %v to i32
  ret i32 %w
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
  %v = load i32, ptr @t
  ret i32 %v
}
