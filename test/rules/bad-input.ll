; theseus rules: bad input is `theseus rules: error: ...` and exit 4.
; RUN: rm -rf %t.rules
; RUN: %expect-exit 4 %theseus rules --report %t.missing.json -o %t.rules 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/malformed.json -o %t.rules 2>&1 | FileCheck %s --check-prefix=MALFORMED
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/not-a-report.json -o %t.rules 2>&1 | FileCheck %s --check-prefix=NOTREPORT
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/record-without-cut.json -o %t.rules 2>&1 | FileCheck %s --check-prefix=NOCUT
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/report.json -o %t.rules --frobnicate 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; RUN: %expect-exit 4 %theseus rules -o %t.rules 2>&1 | FileCheck %s --check-prefix=NEITHER
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/report.json --cache %t.db -o %t.rules 2>&1 | FileCheck %s --check-prefix=NEITHER
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/report.json 2>&1 | FileCheck %s --check-prefix=NODIR
; RUN: %expect-exit 4 %theseus rules --report %S/Inputs/report.json -o %t.rules --time-limit -1 2>&1 | FileCheck %s --check-prefix=LIMIT
; RUN: %expect-exit 4 %theseus rules --cache %S/Inputs/malformed.json -o %t.rules 2>&1 | FileCheck %s --check-prefix=CACHE
; RUN: %expect-exit 0 %theseus rules --help | FileCheck %s --check-prefix=HELP

; MISSING: theseus rules: error: {{.*}}missing.json: No such file or directory
; MALFORMED: theseus rules: error: {{.*}}malformed.json: malformed JSON:
; NOTREPORT: theseus rules: error: {{.*}}not-a-report.json: not a harvest or opt report
; NOCUT: theseus rules: error: {{.*}}record-without-cut.json: record 0 has no "cut" or "outcome" string
; UNKNOWN: theseus rules: error: {{.*}}frobnicate
; NEITHER: theseus rules: error: expected exactly one of --cache URL and --report FILE
; NODIR: theseus rules: error: expected -o DIR
; LIMIT: theseus rules: error: --time-limit expects a positive number of seconds
; CACHE: theseus rules: error:
; HELP: usage: theseus rules (--cache URL | --report report.json) -o DIR
