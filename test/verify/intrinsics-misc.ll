; Assorted intrinsic identities: rotate via fshl, umin via select, bswap twice, ctpop bound, usub.sat.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK-COUNT-5: {{^}}correct{{$}}
; CHECK-NOT: incorrect

declare i8 @llvm.fshl.i8(i8, i8, i8)
declare i8 @llvm.umin.i8(i8, i8)
declare i16 @llvm.bswap.i16(i16)
declare i8 @llvm.ctpop.i8(i8)
declare i8 @llvm.usub.sat.i8(i8, i8)

define i8 @src(i8 %x) {
  %r = call i8 @llvm.fshl.i8(i8 %x, i8 %x, i8 3)
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %f = freeze i8 %x
  %a = shl i8 %f, 3
  %b = lshr i8 %f, 5
  %r = or disjoint i8 %a, %b
  ret i8 %r
}

define i8 @src2(i8 %x, i8 %y) {
  %c = icmp ult i8 %x, %y
  %r = select i1 %c, i8 %x, i8 %y
  ret i8 %r
}

define i8 @tgt2(i8 %x, i8 %y) {
  %r = call i8 @llvm.umin.i8(i8 %x, i8 %y)
  ret i8 %r
}

define i16 @src3(i16 %x) {
  %a = call i16 @llvm.bswap.i16(i16 %x)
  %b = call i16 @llvm.bswap.i16(i16 %a)
  ret i16 %b
}

define i16 @tgt3(i16 %x) {
  ret i16 %x
}

define i1 @src4(i8 %x) {
  %p = call i8 @llvm.ctpop.i8(i8 %x)
  %r = icmp ule i8 %p, 8
  ret i1 %r
}

define i1 @tgt4(i8 %x) {
  ret i1 true
}

define i8 @src5(i8 noundef %x, i8 noundef %y) {
  %r = call i8 @llvm.usub.sat.i8(i8 %x, i8 %y)
  ret i8 %r
}

define i8 @tgt5(i8 noundef %x, i8 noundef %y) {
  %c = icmp ugt i8 %x, %y
  %s = sub nuw i8 %x, %y
  %r = select i1 %c, i8 %s, i8 0
  ret i8 %r
}
