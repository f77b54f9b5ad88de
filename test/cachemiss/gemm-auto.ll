; Above 100000 dynamic accesses `--counting auto` (the default) counts symbolically; gemm at
; N = 40 (259200 accesses) in a 4 KiB cache gives the simulator's totals.
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/gemm.c --define N=40 --cache-size 4096 --json | FileCheck %s
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/gemm.c --define N=40 --cache-size 4096 --counting symbolic --json | FileCheck %s
; RUN: %expect-exit 0 %theseus cachesim %S/kernels/gemm.c --define N=40 --cache-size 4096 --json | FileCheck %s
; CHECK: "total": {"accesses": 259200, "compulsory": 600, "capacity": 7800, "misses": 8400}
