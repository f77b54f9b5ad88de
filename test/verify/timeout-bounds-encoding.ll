; --timeout-ms bounds the whole check, the encoding included: an identity check over 4096 lanes of
; i64 multiplications (about 0.3 s to encode and prove) under a 1 ms limit ends unknown with the
; reason, within seconds (expect-exit kills it after 30), never with a verdict.
; RUN: env THESEUS_TEST_TIMEOUT=30 %expect-exit 2 %theseus verify %s --timeout-ms 1 --json | FileCheck %s
; CHECK: "verdict":"unknown","reason":"time limit reached while encoding"

define <4096 x i64> @f(<4096 x i64> %a, <4096 x i64> %b) {
  %m = mul <4096 x i64> %a, %b
  ret <4096 x i64> %m
}
