; The cegis engine through every front end, on seed 002's STOKE example (3x mod 16 on i4 as 2x + x
; written long-hand): theseus synth, theseus opt, the pass plugin synthesizing on a miss, and
; theseus harvest filling a cache that a cache-only plugin compile then applies. Each final
; module is proved again against this file by theseus verify.
; RUN: rm -rf %t.dir %t.db %t.harvest.db
; RUN: %expect-exit 0 %theseus synth %s --function f --engine cegis --max-insts 2 --time-limit 30 -o %t.synth.ll | FileCheck %s --check-prefix=SYNTH
; RUN: %expect-exit 0 %theseus verify %t.synth.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus opt %s -o %t.opt.ll --no-cache --engine cegis --max-insts 2 --time-limit 30
; RUN: FileCheck %s --check-prefix=FINAL < %t.opt.ll
; RUN: %expect-exit 0 %theseus verify %s %t.opt.ll | FileCheck %s --check-prefix=VERIFY
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-engine=cegis -theseus-cache=%t.db -theseus-max-insts=2 -theseus-time-limit=30 -S %s -o %t.plugin.ll
; RUN: FileCheck %s --check-prefix=FINAL < %t.plugin.ll
; RUN: %expect-exit 0 %theseus verify %s %t.plugin.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.harvest.db --report-dir %t.dir -j 1 --engine cegis --max-insts 2 --time-limit 30 2> %t.err
; RUN: FileCheck %s --check-prefix=HARVEST < %t.err
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.harvest.db -theseus-cache-only -S %s -o %t.cached.ll
; RUN: FileCheck %s --check-prefix=FINAL < %t.cached.ll
; RUN: %expect-exit 0 %theseus verify %s %t.cached.ll | FileCheck %s --check-prefix=VERIFY

; SYNTH: ; rewrite 1: cost
; SYNTH: define i4 @tgt(i4 %x)
; FINAL-LABEL: define i4 @f(i4 %x)
; FINAL-NOT: and i4
; FINAL: ret i4
; HARVEST: @f: proved
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
