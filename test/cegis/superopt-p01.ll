; `theseus superopt --engine cegis`: Hacker's Delight P1 (turn off the rightmost 1 bit) is two
; instructions, x & (x - 1) or x & (x + -1); theseus verify re-proves the printed @tgt against the
; bench's @src. Lengths 0 and 1 are "no program" at i8 (the narrow search, synth/cegis/Narrowing.h)
; and at i32; length 2 is found at i8 and its widening proved at i32; with --narrow 0 the search
; is at i32 only. --classes is a massalin setting: an error with cegis (exit 4), and so is a
; narrow width below 4.
; RUN: %theseus superopt --engine cegis %S/../../bench/superopt/hd/p01.ll --max-len 2 --time-limit 30 > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %expect-exit 0 %theseus verify %S/../../bench/superopt/hd/p01.ll %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %theseus superopt --engine cegis %S/../../bench/superopt/hd/p01.ll --max-len 2 --time-limit 30 --json | FileCheck %s --check-prefix=JSON
; RUN: %theseus superopt --engine cegis %S/../../bench/superopt/hd/p01.ll --max-len 2 --time-limit 30 --narrow 0 | FileCheck %s --check-prefix=WIDE
; RUN: %expect-exit 4 %theseus superopt --engine cegis %S/../../bench/superopt/hd/p01.ll --max-len 2 --classes 2>&1 | FileCheck %s --check-prefix=CLASSES
; RUN: %expect-exit 4 %theseus superopt --engine cegis %S/../../bench/superopt/hd/p01.ll --max-len 2 --narrow 2 2>&1 | FileCheck %s --check-prefix=NARROW
; CHECK: define i32 @tgt(i32 noundef %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = {{add|sub}} i32 %x, {{-1|1}}
; CHECK-NEXT: %t2 = and i32 %x, %t1
; CHECK-NEXT: ret i32 %t2
; CHECK: ; length: 2
; CHECK: ; no-program: 4
; CHECK: ; narrow-proved: 1
; VERIFY: correct
; JSON: "found":true,"length":2,
; JSON-SAME: "iterations":
; JSON-SAME: "timed_out":false}
; WIDE: %t2 = and i32 %x, %t1
; WIDE: ; no-program: 2
; WIDE: ; narrow-proved: 0
; CLASSES: theseus superopt: error: the cegis engine has no setting 'classes'
; NARROW: theseus superopt: error: the cegis engine's setting 'narrow' is a width from 4 to 63, or 0 for none
