; Unknown options, malformed option values and a missing file are bad input (exit 4).
; RUN: %expect-exit 4 %theseus verify --bogus %s 2>&1 | FileCheck %s --check-prefix=UNKNOWN
; UNKNOWN: error: unknown option '--bogus'
; RUN: %expect-exit 4 %theseus verify --timeout-ms abc %s 2>&1 | FileCheck %s --check-prefix=VALUE
; VALUE: error: option --timeout-ms expects a non-negative integer, not 'abc'
; RUN: %expect-exit 4 %theseus verify 2>&1 | FileCheck %s --check-prefix=NOFILE
; NOFILE: error: expected one or two files
; RUN: %expect-exit 4 %theseus frobnicate %s

define i32 @src(i32 %x) {
  ret i32 %x
}

define i32 @tgt(i32 %x) {
  ret i32 %x
}
