; Bad options and inputs are bad input (exit 4) with a clear message.
; RUN: %expect-exit 4 %theseus cachemiss %S/kernels/gemm.c --line-size 0 2>&1 | FileCheck %s --check-prefix=LINE
; RUN: %expect-exit 4 %theseus cachesim %S/kernels/gemm.c --cache-size 100 2>&1 | FileCheck %s --check-prefix=LINE
; RUN: %expect-exit 4 %theseus cachemiss %S/no-such-file.c 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: %expect-exit 4 %theseus cachemiss %S/kernels/gemm.c --function nope 2>&1 | FileCheck %s --check-prefix=FUNC
; RUN: %expect-exit 4 %theseus cachemiss %S/kernels/gemm.c --counting fast 2>&1 | FileCheck %s --check-prefix=COUNTING
; LINE: error: --cache-size must be a positive multiple of --line-size
; MISSING: no-such-file.c: error: no such file
; FUNC: error: no function @nope defined in the input
; COUNTING: error: --counting must be auto, enumerate or symbolic
