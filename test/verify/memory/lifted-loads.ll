; Pairs whose only memory accesses are loads from pointer arguments are first checked with each
; loaded location as an argument (verify/LoadLifting.h, docs/verify.md "Loads lifted into
; arguments"); only a `correct` of that check counts. The correct pairs report the locations
; lifted. Each incorrect neighbour breaks one condition of the lifting, so that a lifting that
; ignored it would report it correct: tgt's load more strictly aligned, src's load only on one
; path, `!range` and `!noundef` that src's load lacks, a `readnone` parameter, a `memory(none)`
; tgt, a location src does not load. tgt may drop src's `!range` (`range_tgt_unranged`): its
; lifted view then has the range too, and is at most as defined as tgt. `mul_two` is correct only because loaded bytes are never
; undef: the lifted check, where the kept argument may be undef, is not a proof, and the memory
; encoding decides it.
; RUN: %theseus verify %s --src sat_src --tgt sat_tgt --json | FileCheck %s --check-prefix=SAT
; SAT: "verdict":"correct"
; SAT-SAME: "lifted_locations":2
; RUN: not %theseus verify %s --src sat_src --tgt sat_tgt_aligned | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src sat_src --tgt sat_tgt_other_location | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src sat_src --tgt sat_tgt_readnone | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src sat_src --tgt sat_tgt_memory_none | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src branch_src --tgt branch_tgt_hoisted | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src twice_src --tgt twice_tgt_range | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src twice_src --tgt twice_tgt_noundef | FileCheck %s --check-prefix=WRONG
; RUN: %theseus verify %s --src twice_src --tgt twice_tgt --json | FileCheck %s --check-prefix=TWICE
; TWICE: "verdict":"correct"
; TWICE-SAME: "lifted_locations":1
; RUN: %theseus verify %s --src range_src --tgt range_tgt --json | FileCheck %s --check-prefix=RANGE
; RUN: %theseus verify %s --src range_src --tgt range_tgt_unranged --json | FileCheck %s --check-prefix=RANGE
; RANGE: "verdict":"correct"
; RANGE-SAME: "lifted_locations":1
; RUN: %theseus verify %s --src mul_two_src --tgt mul_two_tgt --json | FileCheck %s --check-prefix=KEPT
; KEPT: "verdict":"correct"
; KEPT-SAME: "lifted_locations":0
; WRONG: {{^}}incorrect:

define <32 x i8> @sat_src(ptr %in0, ptr %in1) {
  %a = load <32 x i8>, ptr %in0, align 1
  %za = zext <32 x i8> %a to <32 x i32>
  %b = load <32 x i8>, ptr %in1, align 1
  %zb = zext <32 x i8> %b to <32 x i32>
  %s = add nuw nsw <32 x i32> %zb, %za
  %m = call <32 x i32> @llvm.umin.v32i32(<32 x i32> %s, <32 x i32> splat (i32 255))
  %r = trunc nuw <32 x i32> %m to <32 x i8>
  ret <32 x i8> %r
}

define <32 x i8> @sat_tgt(ptr %in0, ptr %in1) {
  %a = load <32 x i8>, ptr %in0, align 1
  %b = load <32 x i8>, ptr %in1, align 1
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @sat_tgt_aligned(ptr %in0, ptr %in1) {
  %a = load <32 x i8>, ptr %in0, align 32
  %b = load <32 x i8>, ptr %in1, align 1
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @sat_tgt_other_location(ptr %in0, ptr %in1) {
  %a = load <32 x i8>, ptr %in0, align 1
  %b = load <32 x i8>, ptr %in1, align 1
  %w = load <32 x i16>, ptr %in1, align 1
  %t = trunc <32 x i16> %w to <32 x i8>
  %c = and <32 x i8> %t, zeroinitializer
  %bb = or <32 x i8> %b, %c
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %bb)
  ret <32 x i8> %r
}

define <32 x i8> @sat_tgt_readnone(ptr readnone %in0, ptr %in1) {
  %a = load <32 x i8>, ptr %in0, align 1
  %b = load <32 x i8>, ptr %in1, align 1
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define <32 x i8> @sat_tgt_memory_none(ptr %in0, ptr %in1) memory(none) {
  %a = load <32 x i8>, ptr %in0, align 1
  %b = load <32 x i8>, ptr %in1, align 1
  %r = call <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8> %a, <32 x i8> %b)
  ret <32 x i8> %r
}

define i32 @branch_src(ptr %p, i1 %c) {
entry:
  br i1 %c, label %read, label %done
read:
  %v = load i32, ptr %p, align 4
  br label %done
done:
  %r = phi i32 [ %v, %read ], [ 0, %entry ]
  ret i32 %r
}

define i32 @branch_tgt_hoisted(ptr %p, i1 %c) {
entry:
  %v = load i32, ptr %p, align 4
  %r = select i1 %c, i32 %v, i32 0
  ret i32 %r
}

define i32 @twice_src(ptr %p) {
  %a = load i32, ptr %p, align 4
  %b = load i32, ptr %p, align 4
  %d = sub i32 %a, %b
  %s = add i32 %d, %a
  ret i32 %s
}

define i32 @twice_tgt(ptr %p) {
  %a = load i32, ptr %p, align 4
  ret i32 %a
}

define i32 @twice_tgt_range(ptr %p) {
  %a = load i32, ptr %p, align 4, !range !0
  ret i32 %a
}

define i32 @twice_tgt_noundef(ptr %p) {
  %a = load i32, ptr %p, align 4, !noundef !1
  ret i32 %a
}

define i1 @range_src(ptr %p) {
  %v = load i8, ptr %p, align 1, !range !2
  %c = icmp ult i8 %v, 10
  ret i1 %c
}

define i1 @range_tgt(ptr %p) {
  ret i1 true
}

define i1 @range_tgt_unranged(ptr %p) {
  %v = load i8, ptr %p, align 1
  %c = icmp ult i8 %v, 10
  ret i1 %c
}

define i8 @mul_two_src(ptr %p, i8 %k) {
  %v = load i8, ptr %p, align 1
  %m = mul i8 %v, 2
  %r = add i8 %m, %k
  ret i8 %r
}

define i8 @mul_two_tgt(ptr %p, i8 %k) {
  %v = load i8, ptr %p, align 1
  %m = add i8 %v, %v
  %r = add i8 %m, %k
  ret i8 %r
}

declare <32 x i32> @llvm.umin.v32i32(<32 x i32>, <32 x i32>)
declare <32 x i8> @llvm.uadd.sat.v32i8(<32 x i8>, <32 x i8>)

!0 = !{i32 0, i32 100}
!1 = !{}
!2 = !{i8 0, i8 10}
