; Globals matched by name between two files (Alive2's rules): a constant whose initializer tgt
; changes is a memory mismatch; tgt may introduce a constant; a global only src stores to still
; exists in tgt; a size change, a constant only in tgt and a new non-constant global are
; unsupported; a constant src has and tgt makes writable is incorrect.
; RUN: %expect-exit 1 %theseus verify --func const_changed %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=CHANGED
; RUN: %theseus verify --func introduced %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify --func removed %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=REMOVED
; RUN: %expect-exit 3 %theseus verify --func size_changed %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=SIZE
; RUN: %expect-exit 1 %theseus verify --func const_dropped %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=DROPPED
; RUN: %expect-exit 3 %theseus verify --func const_added %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=ADDED
; RUN: %expect-exit 3 %theseus verify --func new_variable %S/Inputs/globals-src.ll %S/Inputs/globals-tgt.ll | FileCheck %s --check-prefix=NEWVAR
; CHANGED: incorrect: Mismatch in memory
; CHANGED: source  00000000
; CHANGED-NEXT: target  00000001
; CORRECT: {{^}}correct{{$}}
; REMOVED: incorrect: Mismatch in memory
; REMOVED: source  00000000
; SIZE: unsupported{{.*}}@z has different size in source and target (4 vs 1 bytes)
; DROPPED: incorrect: Global variable @cs is constant in source but not in target
; ADDED: unsupported{{.*}}@ct is constant in target but not in source
; NEWVAR: unsupported{{.*}}non-constant global variable @t introduced in target
