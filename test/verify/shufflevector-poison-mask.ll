; A poison mask lane yields a poison lane: tgt may fill it with anything, but may not add one.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Target is more poisonous than source
; CHECK-NEXT: Example:
; CHECK-NEXT:   <2 x i8> %v = < 0x{{[0-9a-f]+}} ({{.*}}), 0x{{[0-9a-f]+}} ({{.*}}) >
; CHECK-NEXT: Source: <2 x i8> < 0x{{[0-9a-f]+}} ({{.*}}), 0x{{[0-9a-f]+}} ({{.*}}) >
; CHECK-NEXT: Target: <2 x i8> < 0x{{[0-9a-f]+}} ({{.*}}), poison >

define <2 x i8> @src(<2 x i8> %v) {
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 poison>
  ret <2 x i8> %s
}

define <2 x i8> @tgt(<2 x i8> %v) {
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x i8> %s
}

define <2 x i8> @src2(<2 x i8> %v) {
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x i8> %s
}

define <2 x i8> @tgt2(<2 x i8> %v) {
  %s = shufflevector <2 x i8> %v, <2 x i8> poison, <2 x i32> <i32 1, i32 poison>
  ret <2 x i8> %s
}
