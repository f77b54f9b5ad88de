; In two-file mode, --func restricts the check to the named functions.
; RUN: %expect-exit 0 %theseus verify --func double %S/Inputs/two-file-src.ll %S/Inputs/two-file-tgt.ll | FileCheck %s --check-prefix=DOUBLE
; DOUBLE: @double => @double
; DOUBLE-NEXT: {{^}}correct{{$}}
; DOUBLE-NOT: @negate
; RUN: %expect-exit 1 %theseus verify --func negate %S/Inputs/two-file-src.ll %S/Inputs/two-file-tgt.ll | FileCheck %s --check-prefix=NEGATE
; NEGATE-NOT: @double
; NEGATE: @negate => @negate
; NEGATE-NEXT: incorrect
; RUN: %expect-exit 1 %theseus verify --func negate --func double %S/Inputs/two-file-src.ll %S/Inputs/two-file-tgt.ll | FileCheck %s --check-prefix=BOTH
; BOTH-DAG: @double => @double
; BOTH-DAG: @negate => @negate
