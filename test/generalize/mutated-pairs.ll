; theseus generalize on 60 mutations of the seed's pairs (numbers, opcodes, types, lines, bytes):
; every run ends with a documented exit code (0..4), never a crash or a hang.
; RUN: python3 %S/Inputs/mutate.py 30 %S/shl-lshr-mask.ll -- %theseus generalize --time-limit 2 --max-width 8 | FileCheck %s
; RUN: python3 %S/Inputs/mutate.py 30 %S/two-symbols.ll -- %theseus generalize --src src_mask --tgt tgt_mask --time-limit 2 --max-width 8 | FileCheck %s
; CHECK-NOT: FAIL
; CHECK: exit codes:
