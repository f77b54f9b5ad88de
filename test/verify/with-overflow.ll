; *.with.overflow: the overflow bit matches the usual idioms; using the unsigned bit for signed is wrong.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.umul.with.overflow.i8(i8, i8)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8)

define i1 @src(i8 noundef %x, i8 noundef %y) {
  %s = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %x, i8 %y)
  %o = extractvalue { i8, i1 } %s, 1
  ret i1 %o
}

define i1 @tgt(i8 noundef %x, i8 noundef %y) {
  %a = add i8 %x, %y
  %o = icmp ult i8 %a, %x
  ret i1 %o
}

; The signed bit is set exactly when the i16 sum does not fit in i8; the value wraps.
define { i8, i1 } @src2(i8 %x, i8 %y) {
  %s = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %x, i8 %y)
  ret { i8, i1 } %s
}

define { i8, i1 } @tgt2(i8 %x, i8 %y) {
  %wx = sext i8 %x to i16
  %wy = sext i8 %y to i16
  %w = add i16 %wx, %wy
  %v = trunc i16 %w to i8
  %back = sext i8 %v to i16
  %o = icmp ne i16 %back, %w
  %r0 = insertvalue { i8, i1 } poison, i8 %v, 0
  %r1 = insertvalue { i8, i1 } %r0, i1 %o, 1
  ret { i8, i1 } %r1
}

define i1 @src3(i8 noundef %x, i8 noundef %y) {
  %s = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %x, i8 %y)
  %o = extractvalue { i8, i1 } %s, 1
  ret i1 %o
}

define i1 @tgt3(i8 noundef %x, i8 noundef %y) {
  %s = call { i8, i1 } @llvm.umul.with.overflow.i8(i8 %x, i8 %y)
  %o = extractvalue { i8, i1 } %s, 1
  ret i1 %o
}
