; pblendvb picks b where the mask byte's top bit is set: a select on `icmp slt m, 0`; the
; operands swapped are wrong.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: incorrect: Value mismatch

declare <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8>, <16 x i8>, <16 x i8>)

define <16 x i8> @src(<16 x i8> %a, <16 x i8> %b, <16 x i8> noundef %m) {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt(<16 x i8> %a, <16 x i8> %b, <16 x i8> noundef %m) {
  %c = icmp slt <16 x i8> %m, zeroinitializer
  %r = select <16 x i1> %c, <16 x i8> %b, <16 x i8> %a
  ret <16 x i8> %r
}

define <16 x i8> @src2(<16 x i8> noundef %a, <16 x i8> noundef %b, <16 x i8> noundef %m) {
  %r = call <16 x i8> @llvm.x86.sse41.pblendvb(<16 x i8> %a, <16 x i8> %b, <16 x i8> %m)
  ret <16 x i8> %r
}

define <16 x i8> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b, <16 x i8> noundef %m) {
  %c = icmp slt <16 x i8> %m, zeroinitializer
  %r = select <16 x i1> %c, <16 x i8> %a, <16 x i8> %b
  ret <16 x i8> %r
}
