; The model and the simulator print the same totals for gemm (N = 8, 8-byte doubles) in a cache
; of 8 lines of 64 bytes and in one of 4 lines of 24 bytes (3 doubles per line).
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/gemm.c --cache-size 512 --json | FileCheck %s --check-prefix=L64
; RUN: %expect-exit 0 %theseus cachesim %S/kernels/gemm.c --cache-size 512 --json | FileCheck %s --check-prefix=L64
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/gemm.c --cache-size 96 --line-size 24 --json | FileCheck %s --check-prefix=L24
; RUN: %expect-exit 0 %theseus cachesim %S/kernels/gemm.c --cache-size 96 --line-size 24 --json | FileCheck %s --check-prefix=L24
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/gemm.c --cache-size 512 --counting symbolic --json | FileCheck %s --check-prefix=L64
; L64: "assumption": "arrays are assumed to start on a cache-line boundary"
; L64: "location": "{{.*}}gemm.c:18:36", "kind": "load", "array": "B", "nest": 0, "accesses": 512, "compulsory": 8, "capacity": 504, "misses": 512
; L64: "total": {"accesses": 2176, "compulsory": 24, "capacity": 504, "misses": 528}
; L24: "total": {"accesses": 2176, "compulsory": 66, "capacity": 679, "misses": 745}
