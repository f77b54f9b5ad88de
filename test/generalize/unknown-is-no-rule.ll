; A concrete pair the solver cannot decide in time is no rule: exit 2 (unknown), its reason on
; stderr and nothing on stdout. Four maybe-undef i64 inputs, each read twice on both sides: the
; check splits them into undef cases, and 1 ms is not enough for them.
; RUN: %expect-exit 2 %theseus generalize %s --timeout-ms 1 > %t.out 2> %t.err
; RUN: FileCheck %s --check-prefix=ERR < %t.err
; RUN: count 0 < %t.out
; ERR: theseus generalize: the concrete pair is not proved: unknown:

define i1 @src(i64 %in0, i64 %in1, i64 %in2, i64 %in3) {
  %s1 = sub i64 %in0, %in2
  %s2 = sub i64 %in3, %s1
  %s3 = sub i64 %in1, %in0
  %r = icmp ugt i64 %s2, %s3
  ret i1 %r
}
define i1 @tgt(i64 %in0, i64 %in1, i64 %in2, i64 %in3) {
  %t1 = sub i64 %in1, %in0
  %t2 = sub i64 %in0, %in2
  %t3 = sub i64 %in3, %t2
  %r = icmp ult i64 %t1, %t3
  ret i1 %r
}
