; theseus opt on floating point: the cut of the outer maxnum keeps both calls, synthesis finds
; maxnum(x, 2.0) (a symbolic constant solved by CEGIS), the proof and the machine check pass and
; the rewrite is applied; the whole function is checked again. The two merged compares are proved
; too, but llc already emits one UCOMISD for them: not applied (no gain after isel).
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus opt %s -o %t.ll --cache %t.db --max-insts 1 --verify-whole --report %t.json 2> %t.err
; RUN: FileCheck %s < %t.ll
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=REPORT < %t.json

; CHECK-LABEL: define i1 @merge(
; CHECK-NEXT: %a = fcmp oge double %x, %y
; CHECK-NEXT: %b = fcmp ogt double %x, %y
; CHECK-LABEL: define float @chain(float %x)
; CHECK-NEXT: %b = call float @llvm.maxnum.f32(float %x, float 2.000000e+00)
; CHECK-NEXT: ret float %b
; LOG: 1 rewrites applied
; LOG: whole @chain: correct
; REPORT: "function":"merge",{{.*}}"outcome":"no-gain-after-isel"
; REPORT: "function":"chain",{{.*}}"outcome":"applied"

define i1 @merge(double %x, double %y) {
  %a = fcmp oge double %x, %y
  %b = fcmp ogt double %x, %y
  %r = or i1 %a, %b
  ret i1 %r
}

define float @chain(float %x) {
  %a = call float @llvm.maxnum.f32(float %x, float 1.0)
  %b = call float @llvm.maxnum.f32(float %a, float 2.0)
  ret float %b
}

declare float @llvm.maxnum.f32(float, float)
