; A memory query's counterexample searched with the integer arguments fixed to samples before the
; whole query (verify/ArgumentSamples.h, docs/verify.md "Solver strategy per query shape"): a
; restricted query implies the real one, so its model is a real counterexample and
; `sampled_arguments_counterexample` says it came from there; an unsat or unknown restriction says
; nothing. @src stores 7 into p[a & 3] and returns p[0]. @tgt_forwards returns 7, wrong whenever
; a & 3 is not 0 (the first sample, a = 1). @tgt_same is @src with the index computed otherwise: the
; samples cannot prove it, the whole query does. @tgt_wrong_at_one_value is wrong only at
; a = 0x2a2a2a2a, which no sample holds, so the whole query must still find it.
; RUN: not %theseus verify %s --src src --tgt tgt_forwards --json | FileCheck %s --check-prefix=SAMPLED
; RUN: %theseus verify %s --src src --tgt tgt_same --json | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src src --tgt tgt_wrong_at_one_value --json | FileCheck %s --check-prefix=WHOLE
; SAMPLED: "verdict":"incorrect","reason":"Value mismatch"
; SAMPLED-SAME: "sampled_arguments_counterexample":true
; CORRECT: "verdict":"correct"
; CORRECT-SAME: "sampled_arguments_counterexample":false
; WHOLE: "verdict":"incorrect","reason":"Value mismatch"
; WHOLE-SAME: "sampled_arguments_counterexample":false
; WHOLE-SAME: "name":"%a","type":"i32","lanes":[{{[{]}}"value":"{{[0-9]+}}","signed":"{{-?[0-9]+}}","hex":"0x2a2a2a2a"

define i32 @src(ptr noundef %p, i32 noundef %a) {
  %i = and i32 %a, 3
  %e = zext i32 %i to i64
  %g = getelementptr inbounds i32, ptr %p, i64 %e
  store i32 7, ptr %g, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @tgt_forwards(ptr noundef %p, i32 noundef %a) {
  %i = and i32 %a, 3
  %e = zext i32 %i to i64
  %g = getelementptr inbounds i32, ptr %p, i64 %e
  store i32 7, ptr %g, align 4
  ret i32 7
}

define i32 @tgt_same(ptr noundef %p, i32 noundef %a) {
  %e = zext i32 %a to i64
  %o = shl i64 %e, 2
  %m = and i64 %o, 12
  %g = getelementptr inbounds i8, ptr %p, i64 %m
  store i32 7, ptr %g, align 4
  %x = load i32, ptr %p, align 4
  ret i32 %x
}

define i32 @tgt_wrong_at_one_value(ptr noundef %p, i32 noundef %a) {
  %i = and i32 %a, 3
  %e = zext i32 %i to i64
  %g = getelementptr inbounds i32, ptr %p, i64 %e
  store i32 7, ptr %g, align 4
  %x = load i32, ptr %p, align 4
  %c = icmp eq i32 %a, 707406378
  %y = add i32 %x, 1
  %r = select i1 %c, i32 %y, i32 %x
  ret i32 %r
}
