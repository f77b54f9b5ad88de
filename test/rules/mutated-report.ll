; theseus rules on 40 mutations of a harvest report (numbers, lines, truncations, bytes): every run
; ends with a documented exit code (0 written, 4 bad input), never a crash or a hang.
; RUN: rm -rf %t.dir
; RUN: python3 %S/../generalize/Inputs/mutate.py 40 %S/Inputs/report.json -- %theseus rules -o %t.dir --time-limit 1 --max-width 4 --report | FileCheck %s
; CHECK-NOT: FAIL
; CHECK: exit codes:
