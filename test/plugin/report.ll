; -theseus-report appends one JSON report per module; -theseus-verbose prints a summary line.
; RUN: rm -f %t.json
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-no-cache -theseus-verbose -theseus-report=%t.json -disable-output %s 2>&1 | FileCheck %s --check-prefix=LOG
; RUN: FileCheck %s < %t.json

; LOG: theseus: {{.*}}report.ll: 1 cuts, 1 rewrites applied (0 cache hits, 1 synthesized)
; CHECK: "applied":1
; CHECK-SAME: "outcome":"applied"

define i32 @f(i32 %x) {
  %a = shl i32 %x, 1
  %b = add i32 %a, %x
  %c = sub i32 %b, %x
  %d = sub i32 %c, %x
  ret i32 %d
}
