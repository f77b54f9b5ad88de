; An @srcSUFFIX without its @tgtSUFFIX, next to complete pairs, is skipped with a warning (like alive-tv).
; RUN: %expect-exit 0 %theseus verify %s 2>&1 | FileCheck %s
; CHECK-DAG: warning: @src1 has no @tgt1; skipped
; CHECK-DAG: @src2 => @tgt2

define i32 @src1(i32 %x) {
  ret i32 %x
}

define i32 @src2(i32 %x) {
  ret i32 %x
}

define i32 @tgt2(i32 %x) {
  ret i32 %x
}
