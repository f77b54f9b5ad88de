; The proof snapshot (store/ProofSnapshot.h): the first cache-only compile proves the hit and
; writes the snapshot, the next is answered by it with the same output; a damaged snapshot or a
; changed cache is ignored (and rewritten), never trusted.
; RUN: rm -f %t.db %t.proofs.db*
; RUN: %theseus opt %s -o %t.ignored.ll --cache %t.db
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -S %s -o %t.first.ll 2>&1 | FileCheck %s --check-prefix=FIRST
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -S %s -o %t.second.ll 2>&1 | FileCheck %s --check-prefix=USED
; RUN: diff %t.first.ll %t.second.ll
; RUN: FileCheck %s --check-prefix=WARM < %t.second.ll
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-no-snapshot -theseus-timing -S %s -o %t.none.ll 2>&1 | FileCheck %s --check-prefix=OFF
; RUN: diff %t.first.ll %t.none.ll
; RUN: %flip-byte `ls %t.proofs.db-*.snapshot` 40
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -S %s -o %t.damaged.ll 2>&1 | FileCheck %s --check-prefix=DAMAGED
; RUN: diff %t.first.ll %t.damaged.ll
; RUN: printf 'define i8 @h(i8 %%%%x) {\n  %%%%a = mul i8 %%%%x, 3\n  %%%%b = mul i8 %%%%a, 5\n  ret i8 %%%%b\n}\n' > %t.other.ll
; RUN: %theseus opt %t.other.ll -o %t.ignored2.ll --cache %t.db --engine massalin --time-limit 2
; RUN: opt-19 -load-pass-plugin %plugin -passes=theseus -theseus-cache=%t.db -theseus-cache-only -theseus-proof-ledger=%t.proofs.db -theseus-timing -S %s -o %t.changed.ll 2>&1 | FileCheck %s --check-prefix=STALE
; RUN: diff %t.first.ll %t.changed.ll

; FIRST: theseus: snapshot: rewritten (no snapshot)
; USED: theseus: snapshot: used
; OFF: theseus: snapshot: off
; DAMAGED: theseus: snapshot: rewritten (checksum mismatch)
; STALE: theseus: snapshot: rewritten (stale)
; WARM-LABEL: define i8 @g(
; WARM-NEXT: %d = add i8 %{{x|y}}, %{{x|y}}
; WARM-NEXT: ret i8 %d

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}
