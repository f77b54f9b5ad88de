; NaN results: 0.0/0.0 is a NaN of any sign and payload LLVM allows. Returning the positive
; preferred NaN refines it (@src/@tgt); a fixed NaN with another payload does not (@src2/@tgt2), nor
; does a signaling one; a quiet NaN is always among the choices (@src3/@tgt3).
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: correct
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK: @src3 => @tgt3
; CHECK-NEXT: correct

define float @src() {
  %r = fdiv float 0.0, 0.0
  ret float %r
}

define float @tgt() {
  ret float 0x7FF8000000000000
}

define i32 @src2() {
  %r = fdiv float 0.0, 0.0
  %i = bitcast float %r to i32
  ret i32 %i
}

define i32 @tgt2() {
  ret i32 2143289345
}

define i1 @src3(float %x) {
  %r = fadd float %x, 0x7FF8000000000000
  %q = call i1 @llvm.is.fpclass.f32(float %r, i32 2)
  ret i1 %q
}

define i1 @tgt3(float %x) {
  ret i1 true
}

declare i1 @llvm.is.fpclass.f32(float, i32)
