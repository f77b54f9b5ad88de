; Bad input to the peephole database is named and exits 4: no database for the engine, a missing
; file, a file that is not a table, bad build options, no output file, an unknown action.
; RUN: %expect-exit 4 %theseus synth --engine peephole-db %s 2>&1 | FileCheck %s --check-prefix=NOSETTING
; RUN: %expect-exit 4 %theseus synth --engine peephole-db --peephole-db %t.missing.db %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: cp %s %t.corrupt.db
; RUN: %expect-exit 4 %theseus synth --engine peephole-db --peephole-db %t.corrupt.db %s 2>&1 | FileCheck %s --check-prefix=CORRUPT
; RUN: %expect-exit 4 %theseus peephole-db stats %t.corrupt.db 2>&1 | FileCheck %s --check-prefix=CORRUPT
; RUN: %expect-exit 4 %theseus synth --peephole-db %t.corrupt.db %s 2>&1 | FileCheck %s --check-prefix=OTHER
; RUN: %expect-exit 4 %theseus peephole-db build -o %t.db --max-len 9 2>&1 | FileCheck %s --check-prefix=LENGTH
; RUN: %expect-exit 4 %theseus peephole-db build -o %t.db --ops add,frob 2>&1 | FileCheck %s --check-prefix=OPS
; RUN: %expect-exit 4 %theseus peephole-db build -o %t.db --widths 8,65 2>&1 | FileCheck %s --check-prefix=WIDTHS
; RUN: %expect-exit 4 %theseus peephole-db build --max-len 1 2>&1 | FileCheck %s --check-prefix=OUTPUT
; RUN: %expect-exit 4 %theseus peephole-db frob 2>&1 | FileCheck %s --check-prefix=ACTION

; NOSETTING: the setting 'database' (the table file) is required
; MISSING: missing.db: no such peephole database
; CORRUPT: corrupt.db: not a peephole database
; OTHER: database
; LENGTH: the longest program is at most 4 instructions
; OPS: --ops: 'frob' is not an enumerable operation
; WIDTHS: --widths: 65 is not 1 to 64
; OUTPUT: -o FILE.db is required
; ACTION: unknown action 'frob'

define i8 @src(i8 %x) {
  %a = add i8 %x, %x
  ret i8 %a
}
