; Bad options are rejected with a message and exit 4.
; RUN: %expect-exit 4 %theseus superopt %s --max-len 2 --ops add,phi 2>&1 | FileCheck %s --check-prefix=OPS
; RUN: %expect-exit 4 %theseus superopt %s --max-len 2 --time-limit soon 2>&1 | FileCheck %s --check-prefix=LIMIT
; RUN: %expect-exit 4 %theseus superopt %s 2>&1 | FileCheck %s --check-prefix=LEN
; OPS: error: the massalin engine's setting 'ops' names 'phi', which is not an enumerable operation
; LIMIT: error: --time-limit: 'soon' is not a number
; LEN: error: --max-len is required

define i8 @src(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
