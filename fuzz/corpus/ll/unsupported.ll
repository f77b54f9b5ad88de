@g = global i32 0
declare void @h()
define i32 @load(ptr %p) {
  %v = load i32, ptr %p
  ret i32 %v
}
define float @flt(float %x) {
  %y = fadd float %x, 1.0
  ret float %y
}
define void @calls() {
  call void @h()
  ret void
}
define void @loop() {
entry:
  br label %l
l:
  br label %l
}
define i64 @cexpr() {
  ret i64 ptrtoint (ptr @g to i64)
}
