; --src/--tgt naming a function that does not exist is bad input (exit 4).
; RUN: %expect-exit 4 %theseus verify --src src --tgt nothere %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}no function @nothere

define i32 @src(i32 %x) {
  ret i32 %x
}
