; A float instruction in tgt is unsupported; the message names it and its line:col.
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: unsupported: {{.*}}unsupported-float.ll:12:3: error: unsupported: %f = fadd float

define i32 @src(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define i32 @tgt(i32 %x) {
  %a = add i32 %x, 1
  %f = fadd float 0.0, 1.0
  ret i32 %a
}
