; `theseus count` on sets with known counts (this file holds only RUN lines; lit runs .ll files).
; RUN: %expect-exit 0 %theseus count '[N] -> { [a,b] : 0 <= a <= b <= N }' | FileCheck %s --check-prefix=TRIANGLE
; TRIANGLE: [N] -> { 1/2*N^2 + 3/2*N + 1 : N >= 0 }
; RUN: %expect-exit 0 %theseus count '{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 30 }' | FileCheck %s --check-prefix=CONE
; CONE: {{^}}40{{$}}
; RUN: %expect-exit 0 %theseus count --enumerate '{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 30 }' | FileCheck %s --check-prefix=CONE
; RUN: %expect-exit 0 %theseus count '{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 2000001 }' | FileCheck %s --check-prefix=BIG
; BIG: {{^}}133334066668{{$}}
; RUN: %expect-exit 0 %theseus count '[N] -> { [i] : exists e : i = 3e and 0 <= i < N }' | FileCheck %s --check-prefix=STRIDE
; STRIDE: [N] -> { 1/3*N - 1/3*((N + 2) mod 3) + 2/3 : N > 0 }
; RUN: %expect-exit 0 %theseus count '{ [i] : 0 <= i < 10 or 5 <= i < 20 }' | FileCheck %s --check-prefix=UNION
; UNION: {{^}}20{{$}}
; RUN: %expect-exit 0 %theseus count --at N=10 '[N] -> { [a,b] : 0 <= a <= b <= N }' | FileCheck %s --check-prefix=AT
; AT: {{^}}66{{$}}
; RUN: %expect-exit 0 %theseus count --at N=1000003 '[N] -> { [i,j] : i >= 0 and j >= 0 and 3i + 5j <= N }' | FileCheck %s --check-prefix=ATCONE
; ATCONE: {{^}}33333833335{{$}}
