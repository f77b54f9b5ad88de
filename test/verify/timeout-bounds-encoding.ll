; --timeout-ms bounds the whole check, the encoding included: an identity check over 4096 lanes of
; i64 multiplications (about 0.3 s to encode and prove) under a 1 ms limit ends unknown with the
; reason, within seconds (expect-exit kills it after 30), never with a verdict.
; The deadline is also checked while the inputs' variables are made: @six's six arguments of 65536
; lanes each took 13 s and 1.7 GB to make before the first check (0.2 s now); expect-exit kills it
; after 10.
; RUN: env THESEUS_TEST_TIMEOUT=30 %expect-exit 2 %theseus verify %s --src f --tgt f --timeout-ms 1 --json | FileCheck %s
; RUN: env THESEUS_TEST_TIMEOUT=10 %expect-exit 2 %theseus verify %s --src six --tgt six --timeout-ms 1 --json | FileCheck %s
; CHECK: "verdict":"unknown","reason":"time limit reached while encoding"

define <4096 x i64> @f(<4096 x i64> %a, <4096 x i64> %b) {
  %m = mul <4096 x i64> %a, %b
  ret <4096 x i64> %m
}

define <65536 x i64> @six(<65536 x i64> %a0, <65536 x i64> %a1, <65536 x i64> %a2, <65536 x i64> %a3, <65536 x i64> %a4, <65536 x i64> %a5) {
  %s0 = add <65536 x i64> %a0, %a1
  %s1 = add <65536 x i64> %a2, %a3
  %s2 = add <65536 x i64> %a4, %a5
  %s3 = xor <65536 x i64> %s0, %s1
  %s4 = xor <65536 x i64> %s3, %s2
  ret <65536 x i64> %s4
}
