; The store loads SQLite when it first opens a database (store/LoadedLibrary.h): the cache-only
; compile that proves the hit and writes the proof snapshot loads it; the next one, answered from
; the snapshot, does not. The plugin itself needs neither SQLite nor hiredis.
; RUN: rm -f %t.db %t.proofs.db*
; RUN: %theseus opt %s -o %t.ignored.ll --cache %t.db
; RUN: env LD_DEBUG=files opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -disable-output %s 2>&1 | FileCheck %s --check-prefix=FIRST
; RUN: env LD_DEBUG=files opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -disable-output %s 2>&1 | FileCheck %s --check-prefix=SNAPSHOT
; RUN: llvm-readelf -d %plugin | FileCheck %s --check-prefix=NEEDED

; FIRST: file={{.*}}TheseusPass.so {{.*}}dynamically loaded by
; FIRST: file={{.*}}libsqlite3{{.*}}dynamically loaded by {{.*}}TheseusPass.so
; FIRST: theseus: snapshot: rewritten (no snapshot)
; SNAPSHOT: file={{.*}}TheseusPass.so {{.*}}dynamically loaded by
; SNAPSHOT-NOT: libsqlite3
; SNAPSHOT: theseus: snapshot: used
; SNAPSHOT-NOT: libsqlite3
; NEEDED-NOT: {{sqlite|hiredis}}
; NEEDED: (NEEDED) {{.*}}libLLVM
; NEEDED-NOT: {{sqlite|hiredis}}

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
