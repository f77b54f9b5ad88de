; An @srcSUFFIX without its @tgtSUFFIX is bad input (exit 4), not silently skipped.
; RUN: %expect-exit 4 %theseus verify %s 2>&1 | FileCheck %s
; CHECK: error: {{.*}}tgt1

define i32 @src1(i32 %x) {
  ret i32 %x
}

define i32 @src2(i32 %x) {
  ret i32 %x
}

define i32 @tgt2(i32 %x) {
  ret i32 %x
}
