; theseus synth --dump-candidates writes every complete candidate the pruning model priced, as
; priced, as @c0, @c1, ... in one module that parses and that every model prices (the fidelity
; set of bench/cost_fidelity/with-synth-candidates.sh).
; RUN: %theseus synth %s --max-insts 1 --ops add,sub --dump-candidates %t.ll | FileCheck %s
; RUN: FileCheck %s --check-prefix=DUMP < %t.ll
; RUN: %expect-exit 0 %theseus cost %t.ll --model isel | FileCheck %s --check-prefix=PRICED
; RUN: %expect-exit 4 %theseus synth %s --max-insts 1 --dump-candidates %t.missing/dir/out.ll 2>&1 | FileCheck %s --check-prefix=BAD
; CHECK: ; synth @src
; DUMP: define i8 @c0(
; DUMP: define i8 @c1(
; PRICED: @c0: isel x86-64-v3 cost
; PRICED: @c1: isel x86-64-v3 cost
; BAD: theseus synth: error: cannot write {{.*}}out.ll

define i8 @src(i8 %x) {
entry:
  %a = add i8 %x, 1
  %b = add i8 %a, 1
  ret i8 %b
}
