; --json prints one line per pair; the exit code is that of the worst verdict (incorrect: 1).
; RUN: %expect-exit 1 %theseus verify --json %s | FileCheck %s
; CHECK: {"file":"{{.*}}","src":"src1","tgt":"tgt1","verdict":"correct","reason":"","seconds":{{[0-9.e+-]+}},"queries":0,"quantified":false,"paired_undef_proof":false,"undef_cases":0,"abstract_products_proof":false,"wide_products_proof":false,"swept_equalities":0,"disjunct_parts":0,"exhaustive_inputs":257,"lifted_locations":0}
; CHECK-NEXT: {"file":"{{.*}}","src":"src2","tgt":"tgt2","verdict":"incorrect","reason":"Value mismatch",
; CHECK-SAME: "counterexample":{"inputs":[{"name":"%x","type":"<2 x i8>","lanes":[
; RUN: %expect-exit 1 %theseus verify --json %s | count 2

define i8 @src1(i8 %x) {
  %r = xor i8 %x, -1
  ret i8 %r
}

define i8 @tgt1(i8 %x) {
  %r = sub i8 -1, %x
  ret i8 %r
}

define <2 x i8> @src2(<2 x i8> noundef %x) {
  %r = add <2 x i8> %x, <i8 1, i8 2>
  ret <2 x i8> %r
}

define <2 x i8> @tgt2(<2 x i8> noundef %x) {
  %r = add <2 x i8> %x, <i8 1, i8 3>
  ret <2 x i8> %r
}
