; With two files, functions of the same name are paired, the first file's as sources.
; RUN: %expect-exit 1 %theseus verify %S/Inputs/two-file-src.ll %S/Inputs/two-file-tgt.ll | FileCheck %s
; CHECK: @double => @double
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @negate => @negate
; CHECK-NEXT: incorrect: Value mismatch
; Swapping the files swaps the roles but not the verdicts.
; RUN: %expect-exit 1 %theseus verify %S/Inputs/two-file-tgt.ll %S/Inputs/two-file-src.ll | FileCheck %s
