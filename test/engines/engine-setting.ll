; --engine-setting NAME=VALUE gives any engine setting on the command line and in the plugin:
; stoke's restarts and beta reach the engine; the portfolio's members choose who runs (only
; massalin's figures appear); a setting the engine has no use for, or one with no name, is bad
; input (exit 4); the plugin ignores a malformed one with a warning.
; RUN: %expect-exit 0 %theseus synth %s --function f --engine stoke --max-insts 2 --engine-setting restarts=2 --engine-setting beta=0.5 --engine-setting seed=7 | FileCheck %s --check-prefix=STOKE
; RUN: %expect-exit 0 %theseus synth %s --function f --engine portfolio --max-insts 2 --engine-setting members=massalin --json | FileCheck %s --check-prefix=MEMBERS
; RUN: %expect-exit 4 %theseus synth %s --function f --engine stoke --engine-setting bogus=1 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: %expect-exit 4 %theseus opt %s -o %t.ll --no-cache --engine stoke --engine-setting =1 2>&1 | FileCheck %s --check-prefix=NONAME
; RUN: %expect-exit 4 %theseus synth %s --function f --engine-setting check-percent=101 2>&1 | FileCheck %s --check-prefix=PERCENT
; RUN: %expect-exit 0 %theseus synth %s --function f --max-insts 2 --engine-setting check-percent=0 | FileCheck %s --check-prefix=ATEND
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --no-cache --engine portfolio --engine-setting members=massalin,stoke --max-insts 2 --time-limit 20
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-no-cache -theseus-engine=portfolio -theseus-engine-setting=members=massalin -theseus-engine-setting==x -theseus-max-insts=2 -S %s -o %t.plugin.ll 2>&1 | FileCheck %s --check-prefix=PLUGIN
; RUN: %expect-exit 0 %theseus verify %s %t.plugin.ll | FileCheck %s --check-prefix=VERIFY

; STOKE: ; rewrite 1: cost
; STOKE: ; restarts: 2
; MEMBERS: "rewrites":[{"cost":
; MEMBERS-SAME: "massalin.survivors":
; MEMBERS-NOT: stoke.
; UNKNOWN: theseus synth: error: the stoke engine has no setting 'bogus'
; PERCENT: theseus synth: error: the minotaur engine's setting 'check-percent' must be 0 to 100
; ATEND: ; rewrite 1: cost
; NONAME: error: --engine-setting: engine setting '=1' has no name
; PLUGIN: theseus plugin: warning: engine setting '=x' has no name (expected NAME=VALUE); ignored
; VERIFY: correct
; VERIFY-NOT: incorrect

define i4 @f(i4 %x) {
  %a = shl i4 %x, 1
  %b = xor i4 %a, %x
  %c = and i4 %a, %x
  %d = shl i4 %c, 1
  %e = add i4 %b, %d
  ret i4 %e
}
