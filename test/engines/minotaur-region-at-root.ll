; Region cuts whose input is defined in one arm (%v, a load in one arm of @shlarm and
; @armonly) mark it "theseus-not-at-root", and the minotaur pool leaves it out: a rewrite placed
; before the root cannot read it. @shlarm's rewrite over the inputs that dominate the root
; (`shl %b, %a`: on the arm that defines %v the root is poison) is applied and proved again
; against this file. @armonly's root is %v + %b on that arm, so every correct rewrite reads %v:
; synthesis finds none (it used to prove `add %b, %v`, reported not-applicable). @marked is
; @armonly's cut as extraction prints it: synth's pool holds %b, %a and %big, not %v.
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --no-cache --engine minotaur --max-insts 2 --time-limit 5 --objective ir --verify-whole --report %t.report.json
; RUN: FileCheck %s --check-prefix=FINAL < %t.opt.ll
; RUN: FileCheck %s --check-prefix=REPORT < %t.report.json
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus synth %s --function marked --max-insts 2 --time-limit 3 | FileCheck %s --check-prefix=SYNTH

; FINAL-LABEL: define i8 @shlarm(
; FINAL: join:
; FINAL-NOT: phi
; FINAL: shl i8 %b, %a
; FINAL-NEXT: ret i8
; FINAL-LABEL: define i8 @armonly(
; FINAL: join:
; FINAL-NEXT: phi i8

; REPORT: "function":"shlarm"
; REPORT-SAME: "outcome":"applied"
; REPORT-SAME: "control_flow":true
; REPORT-SAME: "theseus-not-at-root\" %v
; REPORT: "function":"armonly"
; REPORT-SAME: "outcome":"no-rewrite"
; REPORT-SAME: "theseus-not-at-root\" %v

; SYNTH: ; no cheaper refinement found
; SYNTH-NEXT: ; pool: 3 inputs,

; VERIFY: correct
; VERIFY-NOT: incorrect

define i8 @shlarm(i8 %a, i8 %b, ptr %q) {
entry:
  %big = icmp ugt i8 %a, 7
  br i1 %big, label %over, label %then
over:
  %v = load i8, ptr %q
  br label %join
then:
  br label %join
join:
  %p = phi i8 [ %v, %over ], [ %b, %then ]
  %r = shl i8 %p, %a
  ret i8 %r
}

define i8 @armonly(i8 %a, i8 %b, ptr %q) {
entry:
  %big = icmp ugt i8 %a, 7
  br i1 %big, label %over, label %then
over:
  br label %join
then:
  %v = load i8, ptr %q
  br label %join
join:
  %p = phi i8 [ poison, %over ], [ %v, %then ]
  %r = add i8 %p, %b
  ret i8 %r
}

define i8 @marked(i8 %b, i8 "theseus-not-at-root" %v, i8 %a) {
entry:
  %big = icmp ugt i8 %a, 7
  br i1 %big, label %over, label %then
over:
  br label %join
then:
  br label %join
join:
  %p = phi i8 [ poison, %over ], [ %v, %then ]
  %r = add i8 %p, %b
  ret i8 %r
}
