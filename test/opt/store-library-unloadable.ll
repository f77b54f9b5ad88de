; The store loads SQLite and hiredis when it first opens a cache (store/LoadedLibrary.h). When the
; library cannot be loaded, opening the cache fails with the reason, like any other open error:
; `theseus opt` exits 4 (bad input) and writes neither output nor cache. The library is hidden
; by mounting /dev/null over it in a private mount namespace.
; REQUIRES: private-mounts
; RUN: rm -f %t.db %t.out.ll
; RUN: %hide-library %sqlite-library %expect-exit 4 %theseus opt %s -o %t.out.ll --cache %t.db 2>&1 | FileCheck %s --check-prefix=SQLITE
; RUN: not test -e %t.out.ll
; RUN: not test -e %t.db
; RUN: %hide-library %hiredis-library %expect-exit 4 %theseus opt %s -o %t.out.ll --cache redis://127.0.0.1:1 2>&1 | FileCheck %s --check-prefix=REDIS
; RUN: not test -e %t.out.ll
; The same commands with the library in place open the cache: the failure above is the library's.
; RUN: %expect-exit 0 %theseus opt %s -o %t.out.ll --cache %t.db 2>/dev/null

; SQLITE: theseus opt: error: sqlite:{{.*}}.db: cannot load {{.*}}libsqlite3{{.*}}: file too short
; REDIS: theseus opt: error: redis://127.0.0.1:1: cannot connect: cannot load {{.*}}libhiredis{{.*}}: file too short

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
