; `theseus count` rejects bad input with exit 4 and a clear message.
; RUN: %expect-exit 4 %theseus count '{ [i] : 0 <= i <= ' 2>&1 | FileCheck %s --check-prefix=PARSE
; PARSE: theseus count: error: cannot parse isl set '{ [i] : 0 <= i <= '
; RUN: %expect-exit 4 %theseus count '{ [i, j] : 0 <= i <= 3 and j >= i }' 2>&1 | FileCheck %s --check-prefix=UNBOUNDED
; UNBOUNDED: theseus count: error: the set is unbounded
; RUN: %expect-exit 4 %theseus count --enumerate '[N] -> { [i] : 0 <= i <= N }' 2>&1 | FileCheck %s --check-prefix=PARAMS
; PARAMS: theseus count: error: enumeration needs a set without parameters
; RUN: %expect-exit 4 %theseus count 2>&1 | FileCheck %s --check-prefix=USAGE
; USAGE: theseus count: error: expected exactly one isl set
; RUN: %expect-exit 4 %theseus count --at M=3 '[N] -> { [i] : 0 <= i <= N }' 2>&1 | FileCheck %s --check-prefix=ATUNKNOWN
; ATUNKNOWN: theseus count: error: --at gives no value for parameter N
; RUN: %expect-exit 4 %theseus count --at N=x '[N] -> { [i] : 0 <= i <= N }' 2>&1 | FileCheck %s --check-prefix=ATBAD
; ATBAD: --at expects NAME=INTEGER
; `{ }` is no set of one space: isl refuses it with an internal check, reported as such.
; RUN: %expect-exit 4 %theseus count '{ }' 2>&1 | FileCheck %s --check-prefix=NOSPACE
; NOSPACE: theseus count: error: cannot parse isl set '{ }': isl does not read it as a set of one space
