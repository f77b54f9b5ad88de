; A floating-point type Theseus does not model (x86_fp80) is unsupported; the message names the
; instruction and its line:col.
; RUN: %expect-exit 3 %theseus verify %s | FileCheck %s
; CHECK: unsupported: {{.*}}unsupported-float.ll:13:3: error: unsupported: %f = fadd x86_fp80

define i32 @src(i32 %x) {
  %a = add i32 %x, 1
  ret i32 %a
}

define i32 @tgt(i32 %x) {
  %a = add i32 %x, 1
  %f = fadd x86_fp80 0xK3FFF8000000000000000, 0xK3FFF8000000000000000
  ret i32 %a
}
