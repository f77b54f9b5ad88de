; With --json, an unknown verdict carries the solver's reason and exit code 2.
; RUN: %expect-exit 2 %theseus verify --json --timeout-ms 1 %s | FileCheck %s
; CHECK: {"file":"{{.*}}unknown-json.ll","src":"src","tgt":"tgt","verdict":"unknown","reason":"{{.+}}"

define i128 @src(i128 %a, i128 %b) {
  %m = mul i128 %a, %b
  %d = urem i128 %m, %b
  ret i128 %d
}

define i128 @tgt(i128 %a, i128 %b) {
  %r = urem i128 %a, %b
  %m = mul i128 %r, %b
  %d = urem i128 %m, %b
  ret i128 %d
}
