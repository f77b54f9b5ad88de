; pmovmskb.128 is the sign bits as an i16, zero-extended; bit 16 is never set; one poison byte
; poisons the whole mask.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)

define i32 @src(<16 x i8> %a) {
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %a)
  ret i32 %r
}

define i32 @tgt(<16 x i8> %a) {
  %c = icmp slt <16 x i8> %a, zeroinitializer
  %m = bitcast <16 x i1> %c to i16
  %r = zext i16 %m to i32
  ret i32 %r
}

define i32 @src2(<16 x i8> %a) {
  %p = insertelement <16 x i8> %a, i8 poison, i32 9
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %p)
  ret i32 %r
}

define i32 @tgt2(<16 x i8> %a) {
  ret i32 poison
}

define i32 @src3(<16 x i8> %a) {
  %r = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %a)
  %b = and i32 %r, 65536
  ret i32 %b
}

define i32 @tgt3(<16 x i8> %a) {
  ret i32 65536
}
