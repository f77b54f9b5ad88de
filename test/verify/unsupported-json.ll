; --json reports an unsupported construct with verdict "unsupported" and the located reason.
; RUN: %expect-exit 3 %theseus verify --json %s | FileCheck %s
; CHECK: {"file":"{{.*}}unsupported-json.ll","src":"src","tgt":"tgt","verdict":"unsupported","reason":"{{.*}}unsupported-json.ll:10:3: error: unsupported: volatile or atomic load: %v = load volatile i8, ptr null

define i8 @src() {
  ret i8 0
}

define i8 @tgt() {
  %v = load volatile i8, ptr null
  ret i8 %v
}
