; Text output: per access with its source location, per loop nest, total.
; RUN: %expect-exit 0 %theseus cachemiss %S/kernels/trisolv.c --cache-size 256 | FileCheck %s
; CHECK: cachemiss: @kernel, fully associative LRU cache of 256 bytes, 64-byte lines (4 lines); arrays are assumed to start on a cache-line boundary
; CHECK: per access:
; CHECK: trisolv.c:13:12 load b: accesses 16, compulsory 2, capacity 7, misses 9
; CHECK: per loop nest:
; CHECK: nest 0 at {{.*}}trisolv.c:12:3: accesses
; CHECK: total:
