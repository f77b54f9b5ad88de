; scmp/ucmp give -1/0/1; the zext-difference idiom is correct, ucmp for scmp is not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Value mismatch

declare i8 @llvm.scmp.i8.i32(i32, i32)
declare i2 @llvm.ucmp.i2.i8(i8, i8)

define i8 @src(i32 %a, i32 %b) {
  %r = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  ret i8 %r
}

define i8 @tgt(i32 %a, i32 %b) {
  %gt = icmp sgt i32 %a, %b
  %lt = icmp slt i32 %a, %b
  %g = zext i1 %gt to i8
  %l = zext i1 %lt to i8
  %r = sub i8 %g, %l
  ret i8 %r
}

define i2 @src2(i8 noundef %a, i8 noundef %b) {
  %r = call i2 @llvm.ucmp.i2.i8(i8 %a, i8 %b)
  ret i2 %r
}

define i2 @tgt2(i8 noundef %a, i8 noundef %b) {
  %lt = icmp ult i8 %a, %b
  %ne = icmp ne i8 %a, %b
  %one = zext i1 %ne to i2
  %r = select i1 %lt, i2 -1, i2 %one
  ret i2 %r
}

define i8 @src3(i32 noundef %a, i32 noundef %b) {
  %r = call i8 @llvm.scmp.i8.i32(i32 %a, i32 %b)
  ret i8 %r
}

declare i8 @llvm.ucmp.i8.i32(i32, i32)

define i8 @tgt3(i32 noundef %a, i32 noundef %b) {
  %r = call i8 @llvm.ucmp.i8.i32(i32 %a, i32 %b)
  ret i8 %r
}
