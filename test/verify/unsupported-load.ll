; A volatile load is unsupported (exit 3); the message names it and its line:col.
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: unsupported: {{.*}}unsupported-load.ll:6:3: error: unsupported: volatile or atomic load: %v = load volatile i32, ptr null

define i32 @src() {
  %v = load volatile i32, ptr null
  ret i32 %v
}

define i32 @tgt() {
  ret i32 0
}
