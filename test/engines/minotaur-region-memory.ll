; Region cuts with memory (a phi keeps the region, a load in the root's block keeps its memory):
; the isel model prices them in register form (cost/MemoryPricing.h: the branches stay, the load
; is an argument plus a load's price) and minotaur searches them. @minload's diamond is a umin
; added to a load: the branch-free rewrite, placed before the root, reads the cut's pointer input
; at the root, where the memory is the one the cut's load read; synth's rewrite and opt's final
; module are proved again by theseus verify. Neighbour that must stay: @armload's root adds the
; value %p held before the arm stored into it (%old, loaded in one arm: an input not at the root)
; to what %p holds at the root; reading %p at the root twice would be wrong on that arm, and
; no rewrite without %old exists, so the cut is searched and nothing is applied.
; RUN: %expect-exit 0 %theseus synth %s --function minload --max-insts 2 --ops umin,select,add --time-limit 60 -o %t.synth.ll | FileCheck %s --check-prefix=SYNTH
; RUN: %expect-exit 0 %theseus verify %t.synth.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --no-cache --engine minotaur --max-insts 2 --time-limit 10 --objective ir --verify-whole --report %t.report.json
; RUN: FileCheck %s --check-prefix=FINAL < %t.opt.ll
; RUN: FileCheck %s --check-prefix=REPORT < %t.report.json
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY

; SYNTH: ; synth @minload (isel pruning
; SYNTH: ; rewrite 1: cost
; SYNTH: define i32 @tgt(i32 %x, i32 %y, ptr %p)
; SYNTH-NOT: br
; SYNTH: load i32, ptr
; SYNTH-NOT: br
; SYNTH: ret i32

; VERIFY: correct
; VERIFY-NOT: incorrect

; FINAL-LABEL: define i32 @minload(
; FINAL: join:
; FINAL-NOT: phi
; FINAL: load i32, ptr
; FINAL: ret i32
; FINAL-LABEL: define i32 @armload(
; FINAL: join:
; FINAL-NEXT: %v = phi i32 [ %old, %then ], [ %x, %entry ]
; FINAL-NEXT: %a = load i32, ptr %p
; FINAL-NEXT: %r = add i32 %a, %v

; REPORT: "function":"minload"
; REPORT-SAME: "outcome":"applied"
; REPORT-SAME: "control_flow":true
; REPORT-SAME: load i32, ptr %q
; REPORT: "function":"armload","root":"%r = add i32 %a, %v"
; REPORT-SAME: "outcome":"no-rewrite"
; REPORT-SAME: "control_flow":true
; REPORT-SAME: "theseus-not-at-root\" %old, ptr %p

target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"

define i32 @minload(i32 %x, i32 %y, ptr %p) {
entry:
  %c = icmp ult i32 %x, %y
  br i1 %c, label %then, label %join
then:
  br label %join
join:
  %v = phi i32 [ %x, %then ], [ %y, %entry ]
  %q = getelementptr inbounds i8, ptr %p, i64 4
  %a = load i32, ptr %q, align 4
  %r = add i32 %a, %v
  ret i32 %r
}

define i32 @armload(i32 %x, ptr %p) {
entry:
  %big = icmp ugt i32 %x, 7
  br i1 %big, label %then, label %join
then:
  %old = load i32, ptr %p, align 4
  %next = add i32 %old, 1
  store i32 %next, ptr %p, align 4
  br label %join
join:
  %v = phi i32 [ %old, %then ], [ %x, %entry ]
  %a = load i32, ptr %p, align 4
  %r = add i32 %a, %v
  ret i32 %r
}
