; `theseus list-intrinsics` lists the generic llvm.* intrinsics and every x86 row with its
; signature (immarg marked), family and feature, then a count line.
; RUN: %theseus list-intrinsics | FileCheck %s
; RUN: %theseus list-intrinsics --json | FileCheck %s --check-prefix=JSON
; RUN: %expect-exit 4 %theseus list-intrinsics --bogus 2>&1 | FileCheck %s --check-prefix=BAD

; CHECK: llvm.umin  [overloaded on the return type]  feature: none (generic)
; CHECK: llvm.memcpy  [overloaded on the types of operands 012]  feature: none (generic)
; CHECK: llvm.x86.sse2.psrl.w  <8 x i16> (<8 x i16>, <8 x i16>)  family: ShiftByVector  feature: sse2
; CHECK: llvm.x86.avx512.psrav.w.128  <8 x i16> (<8 x i16>, <8 x i16>)  family: ShiftPerLane  feature: avx512bw,avx512vl
; CHECK: {{^[0-9]+}} intrinsics: 73 generic llvm.*, {{[0-9]+}} x86 rows

; JSON: {"intrinsics": [
; JSON: {"name": "llvm.x86.sse2.psrli.w", "kind": "x86", "family": "ShiftByImmediate", "signature": "<8 x i16> (<8 x i16>, i32)", "feature": "sse2"}
; JSON: ], "count": {{[0-9]+}}, "generic": 73, "x86": {{[0-9]+}}}

; BAD: theseus list-intrinsics: error: unknown option '--bogus'
