; Missed peepholes of LLVM 19's -O3 found in third-party code: the concrete source instances of
; generalized rules that `theseus rules` wrote for a harvest of ../shared/corpus/realcode (lz4,
; xxHash, zlib, stb; bench/rules/harvest_realcode.py), each left unchanged by opt-19 -O3 — the
; same opcodes in the same order. Written by bench/rules/missed_peepholes_test.py; when LLVM
; learns one of these, its CHECK lines fail and the test says which.
; 40 rules.
; RUN: opt-19 -O3 -S %s | FileCheck %s

; rule-1 (width-condition, W in {1..58, 64}; 16 cuts):
; ; holds at W in {1..58, 64}
; %s1 = lshr %in0, C1
; %r = and %s1, C2
;   =>
; %t1 = and %in0, (C2 << C1)
; %r = lshr %t1, C1
; CHECK-LABEL: @rule_1(
; CHECK: = lshr 
; CHECK-NEXT: = and 
; CHECK-NEXT: ret 
define i64 @rule_1(i64 %in0) {
entry:
  %v0 = lshr i64 %in0, 4
  %v1 = and i64 %v0, 1152921504606846972
  ret i64 %v1
}

; rule-5 (width-free, all widths; 6 cuts):
; ; holds at all widths
; %s1 = add %in0, C1
; %s2 = and %s1, C2
; %r = icmp eq %s2, C3
;   =>
; %t1 = add %in0, C1
; %t2 = and %t1, C2
; %t3 = and %t1, %t2
; %r = icmp eq C3, %t3
; CHECK-LABEL: @rule_5(
; CHECK: = add 
; CHECK-NEXT: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_5(i64 %in0) {
entry:
  %v0 = add i64 %in0, 4
  %v1 = and i64 %v0, 112
  %v2 = icmp eq i64 %v1, 0
  ret i1 %v2
}

; rule-8 (width-free, every well-typed width (W in 2..64); 5 cuts):
; ; holds at every well-typed width (W in 2..64)
; Pre: C3 == 0
; %s1 = icmp eq i32 %in0, C1
; %r = select i1 %s1, C2, C3
;   =>
; %t1 = icmp eq i32 %in0, C1
; %t2 = sext i1 %t1
; %r = and C2, %t2
; CHECK-LABEL: @rule_8(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i64 @rule_8(i32 %in0) {
entry:
  %v0 = icmp eq i32 %in0, 2
  %v1 = select i1 %v0, i64 -5, i64 0
  ret i64 %v1
}

; rule-9 (width-condition, W in {2..43, 64}; 5 cuts):
; ; holds at W in {2..43, 64}
; Pre: isPowerOf2(C1) && C1 != 0 && isPowerOf2OrZero(C1 + 1) && C2 == 0
; %s1 = and %in0, C1
; %r = icmp eq %s1, C2
;   =>
; %t1 = trunc %in0 to i1
; %r = xor i1 zextOrTrunc(C1), %t1
; CHECK-LABEL: @rule_9(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_9(i64 %in0) {
entry:
  %v0 = and i64 %in0, 1
  %v1 = icmp eq i64 %v0, 0
  ret i1 %v1
}

; rule-11 (width-condition, W >= 8; 4 cuts):
; ; holds at W >= 8
; %s1 = and %in0, 7
; %r = icmp eq %s1, 0
;   =>
; %t1 = and %in0, 7
; %t2 = shl 1, %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_11(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_11(i64 %in0) {
entry:
  %v0 = and i64 %in0, 7
  %v1 = icmp eq i64 %v0, 0
  ret i1 %v1
}

; rule-12 (width-condition, W >= 4; 4 cuts):
; ; holds at W >= 4
; %s1 = and %in0, 3
; %r = icmp eq %s1, 0
;   =>
; %t1 = and %in0, 3
; %t2 = shl 1, %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_12(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_12(i64 %in0) {
entry:
  %v0 = and i64 %in0, 3
  %v1 = icmp eq i64 %v0, 0
  ret i1 %v1
}

; rule-14 (width-free, every well-typed width (W in 2..64); 3 cuts):
; ; holds at every well-typed width (W in 2..64)
; Pre: C1 u< width(%in0)
; %s1 = and %in0, C1
; %r = icmp eq %s1, C1
;   =>
; %t1 = and %in0, C1
; %t2 = lshr (1 << C1), %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_14(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_14(i32 %in0) {
entry:
  %v0 = and i32 %in0, 15
  %v1 = icmp eq i32 %v0, 15
  ret i1 %v1
}

; rule-16 (width-condition, W in {2..44, 64}; 3 cuts):
; ; holds at W in {2..44, 64}
; Pre: isPowerOf2(C1) && C1 != 0 && isPowerOf2OrZero(C1 + 1) && C2 == 0
; %s1 = and %in0, C1
; %r = icmp eq %s1, C2
;   =>
; %t1 = trunc %in0 to i1
; %r = xor i1 zextOrTrunc(C1), %t1
; CHECK-LABEL: @rule_16(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_16(i32 %in0) {
entry:
  %v0 = and i32 %in0, 1
  %v1 = icmp eq i32 %v0, 0
  ret i1 %v1
}

; rule-21 (width-free, every well-typed width (W in 33..64); 2 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = sub nuw nsw i32 C1, %in0
; %r = zext i32 %s1
;   =>
; %t1 = zext i32 %in0
; %r = sub zextOrTrunc(C1), %t1
; CHECK-LABEL: @rule_21(
; CHECK: = sub 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_21(i32 %in0) {
entry:
  %v0 = sub nuw nsw i32 256, %in0
  %v1 = zext nneg i32 %v0 to i64
  ret i64 %v1
}

; rule-22 (width-free, every well-typed width (W in 1..63); 2 cuts):
; ; holds at every well-typed width (W in 1..63)
; %s1 = add %in3, C1
; %s2 = sub i64 %in0, %in1
; %s3 = trunc i64 %s2
; %s4 = add %s1, %s3
; %s5 = select i1 %in4, %s4, %in2
; %s6 = sub i64 %in1, %in0
; %s7 = trunc i64 %s6
; %r = add %s5, %s7
;   =>
; %t1 = add %in3, C1
; %t2 = sub i64 %in0, %in1
; %t3 = trunc i64 %t2
; %t4 = add %t1, %t3
; %t5 = select i1 %in4, %t4, %in2
; %r = sub %t5, %t3
; CHECK-LABEL: @rule_22(
; CHECK: = add 
; CHECK-NEXT: = sub 
; CHECK-NEXT: = trunc 
; CHECK-NEXT: = add 
; CHECK-NEXT: = select 
; CHECK-NEXT: = sub 
; CHECK-NEXT: = trunc 
; CHECK-NEXT: = add 
; CHECK-NEXT: ret 
define i32 @rule_22(i64 %in0, i64 %in1, i32 %in2, i32 %in3, i1 %in4) {
entry:
  %v0 = add i32 %in3, -4
  %v1 = sub i64 %in0, %in1
  %v2 = trunc i64 %v1 to i32
  %v3 = add i32 %v0, %v2
  %v4 = select i1 %in4, i32 %v3, i32 %in2
  %v5 = sub i64 %in1, %in0
  %v6 = trunc i64 %v5 to i32
  %v7 = add i32 %v4, %v6
  ret i32 %v7
}

; rule-23 (width-free, every well-typed width (W in 33..64); 2 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = call i32 @llvm.smin(i32 %in0, C1)
; %r = sext i32 %s1
;   =>
; %t1 = sext i32 %in0
; %r = call @llvm.smin(sextOrTrunc(C1), %t1)
; CHECK-LABEL: @rule_23(
; CHECK: call {{.*}}@llvm.smin.i32(
; CHECK-NEXT: = sext 
; CHECK-NEXT: ret 
define i64 @rule_23(i32 %in0) {
entry:
  %v0 = call i32 @llvm.smin.i32(i32 %in0, i32 65536)
  %v1 = sext i32 %v0 to i64
  ret i64 %v1
}

; rule-24 (width-free, every well-typed width (W in 33..64); 2 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = call i32 @llvm.umin(i32 %in0, C1)
; %r = zext i32 %s1
;   =>
; %t1 = zext i32 %in0
; %r = call @llvm.umin(zextOrTrunc(C1), %t1)
; CHECK-LABEL: @rule_24(
; CHECK: call {{.*}}@llvm.umin.i32(
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_24(i32 %in0) {
entry:
  %v0 = call i32 @llvm.umin.i32(i32 %in0, i32 65536)
  %v1 = zext nneg i32 %v0 to i64
  ret i64 %v1
}

; rule-25 (width-condition, W in {2..34}; 2 cuts):
; ; holds at W in {2..34}
; Pre: isPowerOf2(C1) && C2 == 0
; %s1 = and %in0, C1
; %r = icmp ne %s1, C2
;   =>
; %t1 = and %in0, C1
; %t2 = lshr %t1, log2(C1)
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_25(
; CHECK: = and 
; CHECK-NEXT: = icmp ne 
; CHECK-NEXT: ret 
define i1 @rule_25(i32 %in0) {
entry:
  %v0 = and i32 %in0, 4
  %v1 = icmp ne i32 %v0, 0
  ret i1 %v1
}

; rule-26 (width-condition, W in {2, 5..64}; 2 cuts):
; ; holds at W in {2, 5..64}
; %s1 = add nsw %in0, -4
; %s2 = lshr %s1, 2
; %s3 = add nuw nsw %s2, 1
; %r = and %s3, 7
;   =>
; %t1 = lshr %in0, 2
; %r = and 7, %t1
; CHECK-LABEL: @rule_26(
; CHECK: = add 
; CHECK-NEXT: = lshr 
; CHECK-NEXT: = add 
; CHECK-NEXT: = and 
; CHECK-NEXT: ret 
define i64 @rule_26(i64 %in0) {
entry:
  %v0 = add nsw i64 %in0, -4
  %v1 = lshr i64 %v0, 2
  %v2 = add nuw nsw i64 %v1, 1
  %v3 = and i64 %v2, 7
  ret i64 %v3
}

; rule-30 (width-free, all widths; 1 cuts):
; ; holds at all widths
; %s1 = and %in0, 63
; %r = sub nuw nsw 64, %s1
;   =>
; %t1 = or %in0, -64
; %r = mul -1, %t1
; CHECK-LABEL: @rule_30(
; CHECK: = and 
; CHECK-NEXT: = sub 
; CHECK-NEXT: ret 
define i64 @rule_30(i64 %in0) {
entry:
  %v0 = and i64 %in0, 63
  %v1 = sub nuw nsw i64 64, %v0
  ret i64 %v1
}

; rule-31 (width-free, all widths; 1 cuts):
; ; holds at all widths
; %s1 = and %in0, C1
; %r = xor %s1, C1
;   =>
; %t1 = or %in0, ~C1
; %r = xor -1, %t1
; CHECK-LABEL: @rule_31(
; CHECK: = and 
; CHECK-NEXT: = xor 
; CHECK-NEXT: ret 
define i64 @rule_31(i64 %in0) {
entry:
  %v0 = and i64 %in0, 4294967295
  %v1 = xor i64 %v0, 4294967295
  ret i64 %v1
}

; rule-34 (width-free, all widths; 1 cuts):
; ; holds at all widths
; %s1 = icmp eq %in0, C1
; %r = select i1 %s1, C1, C2
;   =>
; %t1 = freeze %in0
; %t2 = icmp eq %t1, C1
; %r = select i1 %t2, %t1, C2
; CHECK-LABEL: @rule_34(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i32 @rule_34(i32 %in0) {
entry:
  %v0 = icmp eq i32 %in0, 0
  %v1 = select i1 %v0, i32 0, i32 64
  ret i32 %v1
}

; rule-35 (width-free, all widths; 1 cuts):
; ; holds at all widths
; %s1 = icmp eq %in0, C1
; %s2 = add %in0, C2
; %s3 = and %s2, %in1
; %s4 = add %s3, %in0
; %r = select i1 %s1, C1, %s4
;   =>
; %t1 = freeze %in0
; %t2 = icmp eq %t1, C1
; %t3 = add %t1, C2
; %t4 = and %t3, %in1
; %t5 = add %t4, %t1
; %r = select i1 %t2, %t1, %t5
; CHECK-LABEL: @rule_35(
; CHECK: = icmp eq 
; CHECK-NEXT: = add 
; CHECK-NEXT: = and 
; CHECK-NEXT: = add 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i32 @rule_35(i32 %in0, i32 %in1) {
entry:
  %v0 = icmp eq i32 %in0, 0
  %v1 = add i32 %in0, -1
  %v2 = and i32 %v1, %in1
  %v3 = add i32 %v2, %in0
  %v4 = select i1 %v0, i32 0, i32 %v3
  ret i32 %v4
}

; rule-36 (width-free, all widths; 1 cuts):
; ; holds at all widths
; %s1 = lshr %in0, 2
; %r = and %s1, 2
;   =>
; %t1 = and %in0, 8
; %r = lshr %t1, 2
; CHECK-LABEL: @rule_36(
; CHECK: = lshr 
; CHECK-NEXT: = and 
; CHECK-NEXT: ret 
define i16 @rule_36(i16 %in0) {
entry:
  %v0 = lshr i16 %in0, 2
  %v1 = and i16 %v0, 2
  ret i16 %v1
}

; rule-40 (width-free, every well-typed width (W in 1..31); 1 cuts):
; ; holds at every well-typed width (W in 1..31)
; %s1 = icmp eq i32 %in0, 0
; %r = select i1 %s1, 0, 2
;   =>
; %t1 = freeze i32 %in0
; %t2 = icmp eq i32 %t1, 0
; %t3 = trunc i32 %t1
; %r = select i1 %t2, %t3, 2
; CHECK-LABEL: @rule_40(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i8 @rule_40(i32 %in0) {
entry:
  %v0 = icmp eq i32 %in0, 0
  %v1 = select i1 %v0, i8 0, i8 2
  ret i8 %v1
}

; rule-42 (width-free, every well-typed width (W in 1..31); 1 cuts):
; ; holds at every well-typed width (W in 1..31)
; %s1 = zext %in1 to i32
; %s2 = shl nuw nsw i32 %s1, 8
; %s3 = zext %in0 to i32
; %s4 = or disjoint i32 %s2, %s3
; %r = icmp eq i32 %s4, 0
;   =>
; %t1 = zext %in0 to i32
; %t2 = zext %in1 to i32
; %t3 = shl nuw nsw i32 %t2, 8
; %r = icmp eq i32 %t1, %t3
; CHECK-LABEL: @rule_42(
; CHECK: = zext 
; CHECK-NEXT: = shl 
; CHECK-NEXT: = zext 
; CHECK-NEXT: = or 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_42(i8 %in0, i8 %in1) {
entry:
  %v0 = zext i8 %in1 to i32
  %v1 = shl nuw nsw i32 %v0, 8
  %v2 = zext i8 %in0 to i32
  %v3 = or disjoint i32 %v1, %v2
  %v4 = icmp eq i32 %v3, 0
  ret i1 %v4
}

; rule-45 (width-free, every well-typed width (W in 1..63); 1 cuts):
; ; holds at every well-typed width (W in 1..63)
; %s1 = and %in0, 15
; %s2 = zext %s1 to i64
; %s3 = add nsw i64 %s2, -4
; %r = icmp ult i64 %s3, 28
;   =>
; %t1 = and %in0, 15
; %r = icmp ult 3, %t1
; CHECK-LABEL: @rule_45(
; CHECK: = and 
; CHECK-NEXT: = zext 
; CHECK-NEXT: = add 
; CHECK-NEXT: = icmp ult 
; CHECK-NEXT: ret 
define i1 @rule_45(i32 %in0) {
entry:
  %v0 = and i32 %in0, 15
  %v1 = zext nneg i32 %v0 to i64
  %v2 = add nsw i64 %v1, -4
  %v3 = icmp ult i64 %v2, 28
  ret i1 %v3
}

; rule-46 (width-free, every well-typed width (W in 1..63); 1 cuts):
; ; holds at every well-typed width (W in 1..63)
; %s1 = call @llvm.smin(%in1, %in0)
; %s2 = zext %s1 to i64
; %s3 = sub nsw i64 %s2, %in2
; %s4 = call i64 @llvm.umin(i64 %in3, %s3)
; %s5 = add nsw i64 %s4, %in2
; %r = icmp eq i64 %s5, %s2
;   =>
; %t1 = call @llvm.smin(%in1, %in0)
; %t2 = zext %t1 to i64
; %t3 = sub nsw i64 %t2, %in2
; %r = icmp ule i64 %t3, %in3
; CHECK-LABEL: @rule_46(
; CHECK: call {{.*}}@llvm.smin.i32(
; CHECK-NEXT: = zext 
; CHECK-NEXT: = sub 
; CHECK-NEXT: call {{.*}}@llvm.umin.i64(
; CHECK-NEXT: = add 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_46(i32 %in0, i32 %in1, i64 %in2, i64 %in3) {
entry:
  %v0 = call i32 @llvm.smin.i32(i32 %in1, i32 %in0)
  %v1 = zext nneg i32 %v0 to i64
  %v2 = sub nsw i64 %v1, %in2
  %v3 = call i64 @llvm.umin.i64(i64 %in3, i64 %v2)
  %v4 = add nsw i64 %v3, %in2
  %v5 = icmp eq i64 %v4, %v1
  ret i1 %v5
}

; rule-51 (width-free, every well-typed width (W in 1..63); 1 cuts):
; ; holds at every well-typed width (W in 1..63)
; Pre: C2 != 0
; %s1 = zext %in0 to i64
; %s2 = add i64 %in4, %s1
; %s3 = add i64 %in3, %in2
; %s4 = call i64 @llvm.umax(i64 %s2, %s3)
; %s5 = add i64 %in1, %s1
; %s6 = sub i64 %s4, %s5
; %s7 = icmp ult i64 %s6, C1
; %s8 = icmp ult %in0, C3
; %r = select i1 %s7, C2, %s8
;   =>
; %t1 = zext %in0 to i64
; %t2 = add i64 %in4, %t1
; %t3 = add i64 %in3, %in2
; %t4 = call i64 @llvm.umax(i64 %t2, %t3)
; %t5 = add i64 %in1, %t1
; %t6 = sub i64 %t4, %t5
; %t7 = icmp ult i64 %t6, C1
; %t8 = icmp ult %in0, C3
; %r = or i1 %t7, %t8
; CHECK-LABEL: @rule_51(
; CHECK: = zext 
; CHECK-NEXT: = add 
; CHECK-NEXT: = add 
; CHECK-NEXT: call {{.*}}@llvm.umax.i64(
; CHECK-NEXT: = add 
; CHECK-NEXT: = sub 
; CHECK-NEXT: = icmp ult 
; CHECK-NEXT: = icmp ult 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i1 @rule_51(i16 %in0, i64 %in1, i64 %in2, i64 %in3, i64 %in4) {
entry:
  %v0 = zext i16 %in0 to i64
  %v1 = add i64 %in4, %v0
  %v2 = add i64 %in3, %in2
  %v3 = call i64 @llvm.umax.i64(i64 %v1, i64 %v2)
  %v4 = add i64 %in1, %v0
  %v5 = sub i64 %v3, %v4
  %v6 = icmp ult i64 %v5, 128
  %v7 = icmp ult i16 %in0, 128
  %v8 = select i1 %v6, i1 true, i1 %v7
  ret i1 %v8
}

; rule-54 (width-free, every well-typed width (W in 2..64); 1 cuts):
; ; holds at every well-typed width (W in 2..64)
; %s1 = icmp eq i16 %in0, 0
; %r = select i1 %s1, 2, 3
;   =>
; %t1 = icmp eq i16 %in0, 0
; %t2 = zext i1 %t1
; %r = xor 3, %t2
; CHECK-LABEL: @rule_54(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i32 @rule_54(i16 %in0) {
entry:
  %v0 = icmp eq i16 %in0, 0
  %v1 = select i1 %v0, i32 2, i32 3
  ret i32 %v1
}

; rule-55 (width-free, every well-typed width (W in 2..64); 1 cuts):
; ; holds at every well-typed width (W in 2..64)
; %s1 = icmp eq i16 %in0, 0
; %r = select i1 %s1, 3, 4
;   =>
; %t1 = icmp eq i16 %in0, 0
; %t2 = sext i1 %t1
; %r = add 4, %t2
; CHECK-LABEL: @rule_55(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i32 @rule_55(i16 %in0) {
entry:
  %v0 = icmp eq i16 %in0, 0
  %v1 = select i1 %v0, i32 3, i32 4
  ret i32 %v1
}

; rule-56 (width-free, every well-typed width (W in 2..64); 1 cuts):
; ; holds at every well-typed width (W in 2..64)
; %s1 = icmp slt i32 %in1, 2
; %s2 = icmp sgt i32 %in0, 1
; %s3 = or i1 %s1, %s2
; %r = select i1 %s3, 4, 0
;   =>
; %t1 = icmp slt i32 %in1, 2
; %t2 = icmp sgt i32 %in0, 1
; %t3 = or i1 %t1, %t2
; %t4 = sext i1 %t3
; %r = and 4, %t4
; CHECK-LABEL: @rule_56(
; CHECK: = icmp slt 
; CHECK-NEXT: = icmp sgt 
; CHECK-NEXT: = or 
; CHECK-NEXT: = select 
; CHECK-NEXT: ret 
define i8 @rule_56(i32 %in0, i32 %in1) {
entry:
  %v0 = icmp slt i32 %in1, 2
  %v1 = icmp sgt i32 %in0, 1
  %v2 = or i1 %v0, %v1
  %v3 = select i1 %v2, i8 4, i8 0
  ret i8 %v3
}

; rule-58 (width-free, every well-typed width (W in 33..64); 1 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = and i32 %in0, 1
; %r = zext i32 %s1
;   =>
; %t1 = trunc i32 %in0 to i1
; %r = zext i1 %t1
; CHECK-LABEL: @rule_58(
; CHECK: = and 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_58(i32 %in0) {
entry:
  %v0 = and i32 %in0, 1
  %v1 = zext nneg i32 %v0 to i64
  ret i64 %v1
}

; rule-59 (width-free, every well-typed width (W in 33..64); 1 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = icmp eq i32 %in0, C1
; %s2 = select i1 %s1, C2, %in0
; %r = zext i32 %s2
;   =>
; %t1 = icmp eq i32 %in0, C1
; %t2 = zext i32 %in0
; %r = select i1 %t1, zextOrTrunc(C2), %t2
; CHECK-LABEL: @rule_59(
; CHECK: = icmp eq 
; CHECK-NEXT: = select 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_59(i32 %in0) {
entry:
  %v0 = icmp eq i32 %in0, -1
  %v1 = select i1 %v0, i32 6, i32 %in0
  %v2 = zext nneg i32 %v1 to i64
  ret i64 %v2
}

; rule-60 (width-free, every well-typed width (W in 33..64); 1 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = shl nuw i32 C1, %in0
; %r = zext i32 %s1
;   =>
; %t1 = zext i32 %in0
; %r = shl zextOrTrunc(C1), %t1
; CHECK-LABEL: @rule_60(
; CHECK: = shl 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_60(i32 %in0) {
entry:
  %v0 = shl nuw i32 1, %in0
  %v1 = zext i32 %v0 to i64
  ret i64 %v1
}

; rule-61 (width-free, every well-typed width (W in 33..64); 1 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = sub nuw nsw i32 64, %in0
; %s2 = zext i32 %s1
; %r = sub nsw 0, %s2
;   =>
; %t1 = zext i32 %in0
; %r = add -64, %t1
; CHECK-LABEL: @rule_61(
; CHECK: = sub 
; CHECK-NEXT: = zext 
; CHECK-NEXT: = sub 
; CHECK-NEXT: ret 
define i64 @rule_61(i32 %in0) {
entry:
  %v0 = sub nuw nsw i32 64, %in0
  %v1 = zext nneg i32 %v0 to i64
  %v2 = sub nsw i64 0, %v1
  ret i64 %v2
}

; rule-62 (width-free, every well-typed width (W in 33..64); 1 cuts):
; ; holds at every well-typed width (W in 33..64)
; %s1 = trunc %in0 to i32
; %s2 = add nuw nsw i32 %s1, C1
; %r = zext i32 %s2
;   =>
; %r = add %in0, zextOrTrunc(C1)
; CHECK-LABEL: @rule_62(
; CHECK: = trunc 
; CHECK-NEXT: = add 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i64 @rule_62(i64 %in0) {
entry:
  %v0 = trunc nuw i64 %in0 to i32
  %v1 = add nuw nsw i32 %v0, 65536
  %v2 = zext nneg i32 %v1 to i64
  ret i64 %v2
}

; rule-67 (width-condition, W <= 8; 1 cuts):
; ; holds at W <= 8
; %s1 = lshr i16 %in0, 8
; %r = trunc i16 %s1
;   =>
; %t1 = call i16 @llvm.bswap(i16 %in0)
; %r = trunc i16 %t1
; CHECK-LABEL: @rule_67(
; CHECK: = lshr 
; CHECK-NEXT: = trunc 
; CHECK-NEXT: ret 
define i8 @rule_67(i16 %in0) {
entry:
  %v0 = lshr i16 %in0, 8
  %v1 = trunc nuw i16 %v0 to i8
  ret i8 %v1
}

; rule-68 (width-condition, W = 128; 1 cuts):
; ; holds at W = 128
; Pre: C1 != 0
; %s1 = add <4 x i64> %in1, %in0
; %s2 = shufflevector <4 x i64> %s1, <i64 poison, i64 poison, i64 poison, i64 poison>, <0, 1>
; %s3 = xor <2 x i64> %in2, %s2
; %s4 = extractelement <2 x i64> %s3, C1
; %r = zext i64 %s4 to i128
;   =>
; %t1 = add <4 x i64> %in1, %in0
; %t2 = shufflevector <4 x i64> %t1, <i64 poison, i64 poison, i64 poison, i64 poison>, <0, 1>
; %t3 = xor <2 x i64> %in2, %t2
; %t4 = shufflevector <2 x i64> %t3, <i64 3, i64 0>, <1, 3>
; %r = bitcast <2 x i64> %t4 to i128
; CHECK-LABEL: @rule_68(
; CHECK: = add 
; CHECK-NEXT: = shufflevector 
; CHECK-NEXT: = xor 
; CHECK-NEXT: = extractelement 
; CHECK-NEXT: = zext 
; CHECK-NEXT: ret 
define i128 @rule_68(<4 x i64> %in0, <4 x i64> %in1, <2 x i64> %in2) {
entry:
  %v0 = add <4 x i64> %in1, %in0
  %v1 = shufflevector <4 x i64> %v0, <4 x i64> poison, <2 x i32> <i32 0, i32 1>
  %v2 = xor <2 x i64> %in2, %v1
  %v3 = extractelement <2 x i64> %v2, i64 1
  %v4 = zext i64 %v3 to i128
  ret i128 %v4
}

; rule-69 (width-condition, W = 32; 1 cuts):
; ; holds at W = 32
; %s1 = insertelement <2 x i32> <i32 poison, i32 poison>, %in0, C1
; %r = shufflevector <2 x i32> %s1, <i32 poison, i32 poison>, <0, 0>
;   =>
; %t1 = zext i32 %in0 to i64
; %t2 = bitcast i64 %t1 to <2 x i32>
; %r = shufflevector <2 x i32> %t2, <i32 -2147483648, i32 2147483647>, <0, 0>
; CHECK-LABEL: @rule_69(
; CHECK: = insertelement 
; CHECK-NEXT: = shufflevector 
; CHECK-NEXT: ret 
define <2 x i32> @rule_69(i32 %in0) {
entry:
  %v0 = insertelement <2 x i32> poison, i32 %in0, i64 0
  %v1 = shufflevector <2 x i32> %v0, <2 x i32> poison, <2 x i32> <i32 0, i32 0>
  ret <2 x i32> %v1
}

; rule-70 (width-condition, W >= 16; 1 cuts):
; ; holds at W >= 16
; %s1 = and %in0, 15
; %r = icmp eq %s1, 0
;   =>
; %t1 = and %in0, 15
; %t2 = shl 1, %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_70(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_70(i32 %in0) {
entry:
  %v0 = and i32 %in0, 15
  %v1 = icmp eq i32 %v0, 0
  ret i1 %v1
}

; rule-71 (width-condition, W >= 3; 1 cuts):
; ; holds at W >= 3
; %s1 = lshr %in0, 4
; %r = and %s1, 1
;   =>
; %t1 = and %in0, 24
; %r = lshr %t1, 4
; CHECK-LABEL: @rule_71(
; CHECK: = lshr 
; CHECK-NEXT: = and 
; CHECK-NEXT: ret 
define i16 @rule_71(i16 %in0) {
entry:
  %v0 = lshr i16 %in0, 4
  %v1 = and i16 %v0, 1
  ret i16 %v1
}

; rule-72 (width-condition, W >= 3; 1 cuts):
; ; holds at W >= 3
; %s1 = lshr %in0, 4
; %r = and %s1, 2
;   =>
; %t1 = and %in0, 41
; %r = lshr %t1, 4
; CHECK-LABEL: @rule_72(
; CHECK: = lshr 
; CHECK-NEXT: = and 
; CHECK-NEXT: ret 
define i16 @rule_72(i16 %in0) {
entry:
  %v0 = lshr i16 %in0, 4
  %v1 = and i16 %v0, 2
  ret i16 %v1
}

; rule-73 (width-condition, W >= 32; 1 cuts):
; ; holds at W >= 32
; %s1 = and %in0, 31
; %r = icmp eq %s1, 0
;   =>
; %t1 = and %in0, 31
; %t2 = shl 1, %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_73(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_73(i64 %in0) {
entry:
  %v0 = and i64 %in0, 31
  %v1 = icmp eq i64 %v0, 0
  ret i1 %v1
}

; rule-74 (width-condition, W >= 8; 1 cuts):
; ; holds at W >= 8
; %s1 = and %in0, 7
; %r = icmp eq %s1, 4
;   =>
; %t1 = and %in0, 7
; %t2 = lshr 16, %t1
; %r = trunc %t2 to i1
; CHECK-LABEL: @rule_74(
; CHECK: = and 
; CHECK-NEXT: = icmp eq 
; CHECK-NEXT: ret 
define i1 @rule_74(i64 %in0) {
entry:
  %v0 = and i64 %in0, 7
  %v1 = icmp eq i64 %v0, 4
  ret i1 %v1
}

declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i64 @llvm.umax.i64(i64, i64)
declare i64 @llvm.umin.i64(i64, i64)
