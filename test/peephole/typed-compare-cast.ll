; The table's typed part end to end: theseus peephole-db build with --typed-len 2 adds every
; program of up to two instructions over compares, selects and casts between i1, i8 and i32;
; theseus synth --engine peephole-db finds (x - y) == 0 as one compare and a sext masked with 255
; as one zext; theseus verify proves both outputs again.
; RUN: rm -f %t.db
; RUN: %expect-exit 0 %theseus peephole-db build -o %t.db --max-len 1 --widths 8,32 --args 2 --typed-len 2 | FileCheck %s --check-prefix=BUILD
; RUN: %theseus peephole-db stats %t.db | FileCheck %s --check-prefix=STATS
; RUN: %expect-exit 0 %theseus synth --engine peephole-db --peephole-db %t.db %s --function cmp -o %t.cmp.ll | FileCheck %s --check-prefix=CMP
; RUN: %expect-exit 0 %theseus verify %t.cmp.ll | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 0 %theseus synth --engine peephole-db --peephole-db %t.db %s --function cast -o %t.cast.ll | FileCheck %s --check-prefix=CAST
; RUN: %expect-exit 0 %theseus verify %t.cast.ll | FileCheck %s --check-prefix=VERIFY

; BUILD: ; i1, 2 arguments: {{[0-9]+}} programs, {{[0-9]+}} rows, {{[0-9.]+}} s ({{[0-9]+}} programs typed)
; BUILD: ; i32, 1 argument: {{[0-9]+}} programs, {{[0-9]+}} rows, {{[0-9.]+}} s ({{[0-9]+}} programs typed)
; STATS: ; typed-widths: 1,8,32
; STATS: ; typed-max-length: 2

; CMP: define i1 @tgt(i8 %x, i8 %y)
; CMP-NEXT: entry:
; CMP-NEXT: %t1 = icmp eq i8 %{{[xy]}}, %{{[xy]}}
; CMP-NEXT: ret i1 %t1
; CMP: ; proved: 1

; CAST: define i32 @tgt(i8 %x)
; CAST-NEXT: entry:
; CAST-NEXT: %t1 = zext i8 %x to i32
; CAST-NEXT: ret i32 %t1
; CAST: ; proved: 1

; VERIFY: correct

define i1 @cmp(i8 %x, i8 %y) {
  %d = sub i8 %x, %y
  %c = icmp eq i8 %d, 0
  ret i1 %c
}

define i32 @cast(i8 %x) {
  %s = sext i8 %x to i32
  %m = and i32 %s, 255
  ret i32 %m
}
