; When the store cannot load SQLite (store/LoadedLibrary.h), the plugin's cache does not open: the
; pass warns with the reason and runs without a cache, and the module is left as it was. The
; library is hidden by mounting /dev/null over it in a private mount namespace.
; REQUIRES: private-mounts
; RUN: rm -f %t.db %t.proofs.db*
; RUN: %theseus opt %s -o %t.ignored.ll --cache %t.db
; RUN: %hide-library %sqlite-library opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -S %s 2>&1 | FileCheck %s
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -S %s 2>&1 | FileCheck %s --check-prefix=LOADED

; CHECK: theseus plugin: warning: sqlite:{{.*}}.db: cannot load {{.*}}libsqlite3{{.*}}: file too short{{.*}}; running without a cache
; CHECK: %c = add i8 %b, %b
; LOADED-NOT: warning
; LOADED-NOT: %c = add i8 %b, %b
; LOADED: ret i8

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
