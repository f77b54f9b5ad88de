; avx2.pmovmskb is two sse2.pmovmskb.128, the high half shifted by 16.
; RUN: %expect-exit 0 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}

declare i32 @llvm.x86.avx2.pmovmskb(<32 x i8>)
declare i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8>)

define i32 @src(<32 x i8> noundef %a) {
  %r = call i32 @llvm.x86.avx2.pmovmskb(<32 x i8> %a)
  ret i32 %r
}

define i32 @tgt(<32 x i8> noundef %a) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15>
  %t2 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %t1)
  %t3 = shufflevector <32 x i8> %a, <32 x i8> poison, <16 x i32> <i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31>
  %t4 = call i32 @llvm.x86.sse2.pmovmskb.128(<16 x i8> %t3)
  %t5 = shl i32 %t4, 16
  %t6 = or i32 %t5, %t2
  ret i32 %t6
}
