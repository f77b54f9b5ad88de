; Region cuts (a phi keeps its loop-free region in the cut) through the minotaur engine: a diamond
; whose phi is a umin or an smax becomes one branch-free block placed before the root, through
; theseus synth, theseus opt and the pass plugin; each final module is proved again against this
; file by theseus verify. Under --objective ir the rewrite is applied (a conditional branch weighs
; 1, the umin that replaces it and its phi 1). Neighbours that must stay: @guarded's udiv runs only
; when %b != 0 (hoisting it would be UB), and @arm's root needs %v, loaded in one arm only, which
; does not dominate the root: the cut marks it "theseus-not-at-root", synthesis leaves it out and
; finds no rewrite.
; RUN: rm -rf %t.db
; RUN: %expect-exit 0 %theseus synth %s --function umin --max-insts 2 --ops umin,select,add --time-limit 60 -o %t.synth.ll | FileCheck %s --check-prefix=SYNTH
; RUN: %expect-exit 0 %theseus verify %t.synth.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --no-cache --engine minotaur --max-insts 2 --time-limit 10 --objective ir --verify-whole
; RUN: FileCheck %s --check-prefix=FINAL < %t.opt.ll
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-engine=minotaur -theseus-objective=ir -theseus-cache=%t.db -theseus-max-insts=2 -theseus-time-limit=10 -S %s -o %t.plugin.ll
; RUN: FileCheck %s --check-prefix=FINAL < %t.plugin.ll
; RUN: %expect-exit 0 %theseus verify %s %t.plugin.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus opt %s -o %t.machine.ll --no-cache --engine minotaur --max-insts 2 --time-limit 10 --report %t.report.json
; RUN: FileCheck %s --check-prefix=REPORT < %t.report.json

; SYNTH: ; rewrite 1: cost
; SYNTH: define i8 @tgt(i8 %a, i8 %b)
; SYNTH-NOT: br
; SYNTH: ret i8

; VERIFY: correct
; VERIFY-NOT: incorrect

; FINAL-LABEL: define i8 @umin(
; FINAL: join:
; FINAL-NOT: phi
; FINAL: call i8 @llvm.umin.i8
; FINAL-NEXT: add i8
; FINAL-LABEL: define i8 @smax(
; FINAL: join:
; FINAL-NOT: phi
; FINAL: call i8 @llvm.smax.i8
; FINAL-NEXT: xor i8
; FINAL-LABEL: define i8 @guarded(
; FINAL-NOT: udiv
; FINAL: div:
; FINAL-NEXT: udiv i8 %a, %b
; FINAL: join:
; FINAL-NEXT: phi i8
; FINAL-NOT: udiv
; FINAL-LABEL: define i8 @arm(
; FINAL: join:
; FINAL-NEXT: phi i8

; REPORT: "function":"arm"
; REPORT-SAME: "outcome":"no-rewrite"
; REPORT-SAME: "control_flow":true
; REPORT-SAME: "theseus-not-at-root\" %v

define i8 @umin(i8 %a, i8 %b) {
entry:
  %c = icmp ult i8 %a, %b
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i8 [ %a, %then ], [ %b, %entry ]
  %r = add i8 %p, %b
  ret i8 %r
}

define i8 @smax(i8 %a, i8 %b) {
entry:
  %c = icmp slt i8 %a, %b
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %p = phi i8 [ %b, %then ], [ %a, %entry ]
  %r = xor i8 %p, %a
  ret i8 %r
}

define i8 @guarded(i8 %a, i8 %b) {
entry:
  %nz = icmp ne i8 %b, 0
  br i1 %nz, label %div, label %join
div:
  %q = udiv i8 %a, %b
  br label %join
join:
  %p = phi i8 [ %q, %div ], [ 0, %entry ]
  %r = add i8 %p, %a
  ret i8 %r
}

define i8 @arm(i1 %c, ptr %p, i8 %b) {
entry:
  br i1 %c, label %then, label %join
then:
  %v = load i8, ptr %p
  br label %join
join:
  %x = phi i8 [ %v, %then ], [ %b, %entry ]
  %r = add i8 %x, 1
  ret i8 %r
}
