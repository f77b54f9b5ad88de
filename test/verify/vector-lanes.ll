; Refinement is checked lane by lane: a poison lane in src allows any value in that lane only.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch
; CHECK-NEXT: Example:
; CHECK-NEXT:   <2 x i8> %x = < 0x{{.*}}, 0x{{.*}} >
; CHECK-NEXT: Source: <2 x i8> < poison, 0x{{.*}} >
; CHECK-NEXT: Target: <2 x i8> < 0x00 (0), 0x{{.*}} >

define <2 x i8> @src(<2 x i8> %x) {
  %r = shl <2 x i8> %x, <i8 8, i8 0>
  ret <2 x i8> %r
}

define <2 x i8> @tgt(<2 x i8> %x) {
  %r = select <2 x i1> <i1 true, i1 false>, <2 x i8> zeroinitializer, <2 x i8> %x
  ret <2 x i8> %r
}

define <2 x i8> @src2(<2 x i8> noundef %x) {
  %r = shl <2 x i8> %x, <i8 8, i8 1>
  ret <2 x i8> %r
}

define <2 x i8> @tgt2(<2 x i8> noundef %x) {
  %r = mul <2 x i8> %x, <i8 0, i8 3>
  ret <2 x i8> %r
}
