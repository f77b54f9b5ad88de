; @src without @tgt is bad input (exit 4) that names the missing function, not an identity check.
; RUN: %expect-exit 4 %theseus verify %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}tgt

define i32 @src(i32 %x) {
  %r = add i32 %x, 1
  ret i32 %r
}
