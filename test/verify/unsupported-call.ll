; A call to an unknown function @f is unsupported; the message names the call and its line:col.
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: unsupported: {{.*}}unsupported-call.ll:8:3: error: unsupported: %a = call i32 @f(i32 %x)

declare i32 @f(i32)

define i32 @src(i32 %x) {
  %a = call i32 @f(i32 %x)
  ret i32 %a
}

define i32 @tgt(i32 %x) {
  %a = call i32 @f(i32 %x)
  ret i32 %a
}
