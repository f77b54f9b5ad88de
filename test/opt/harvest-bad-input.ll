; theseus harvest refuses what it cannot read: a file of another kind, a missing path, a module
; that does not parse (file:line:col), a C file that does not compile, --no-cache; all exit 4.
; RUN: rm -rf %t.dir && mkdir -p %t.dir
; RUN: echo hello > %t.dir/notes.txt
; RUN: %expect-exit 4 %theseus harvest %t.dir/notes.txt --cache %t.db --report-dir %t.dir/r 2>&1 | FileCheck %s --check-prefix=KIND
; RUN: %expect-exit 4 %theseus harvest %t.dir/missing.ll --cache %t.db --report-dir %t.dir/r 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: printf 'define i32 @f( {\n' > %t.dir/bad.ll
; RUN: %expect-exit 4 %theseus harvest %t.dir/bad.ll --cache %t.db --report-dir %t.dir/r 2>&1 | FileCheck %s --check-prefix=PARSE
; RUN: printf 'int f( {\n' > %t.dir/bad.c
; RUN: %expect-exit 4 %theseus harvest %t.dir/bad.c --cache %t.db --report-dir %t.dir/r 2>&1 | FileCheck %s --check-prefix=CLANG
; RUN: %expect-exit 4 %theseus harvest %s --no-cache --report-dir %t.dir/r 2>&1 | FileCheck %s --check-prefix=NOCACHE

; KIND: notes.txt: error: not a .c, .ll or .bc file
; MISSING: missing.ll: error: no such file or directory
; PARSE: bad.ll:2:1: error:
; CLANG: bad.c: error: clang-19 failed:
; NOCACHE: error: harvest fills a cache; drop --no-cache

define i32 @f(i32 %x) {
  ret i32 %x
}
