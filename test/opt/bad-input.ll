; Bad input: a module that does not parse (file:line:col), a missing -o, a malformed option, an
; unknown engine; all exit 4 and write nothing.
; RUN: printf 'define i32 @f( {\n' > %t.bad.ll
; RUN: %expect-exit 4 %theseus opt %t.bad.ll -o %t.out.ll --no-cache 2>&1 | FileCheck %s --check-prefix=PARSE
; RUN: %expect-exit 4 %theseus opt %s --no-cache 2>&1 | FileCheck %s --check-prefix=NOOUT
; RUN: %expect-exit 4 %theseus opt %s -o %t.out.ll --time-limit soon --no-cache 2>&1 | FileCheck %s --check-prefix=TIME
; RUN: %expect-exit 4 %theseus opt %s -o %t.out.ll --engine nosuch --no-cache 2>&1 | FileCheck %s --check-prefix=ENGINE
; RUN: %expect-exit 4 %theseus opt %s -o %t.out.ll --cache-only --no-cache 2>&1 | FileCheck %s --check-prefix=NOCACHE

; PARSE: bad.ll:2:1: error:
; NOOUT: error: -o OUT is required
; TIME: error: --time-limit: 'soon' is not a number of seconds
; ENGINE: error: unknown synthesis engine 'nosuch'
; NOCACHE: error: --cache-only needs a cache

define i32 @f(i32 %x) {
  ret i32 %x
}
