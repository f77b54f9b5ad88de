; A file that does not exist is bad input (exit 4) naming the file.
; RUN: %expect-exit 4 %theseus verify %t.does-not-exist.ll 2>&1 | FileCheck %s
; CHECK: does-not-exist.ll: error: cannot read file
