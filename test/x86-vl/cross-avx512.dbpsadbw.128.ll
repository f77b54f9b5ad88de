; avx512.dbpsadbw.128 as generic IR: dwords of b picked by the immediate, byte SADs summed (immediates 27, 228, 156, 0).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src4 => @tgt4
; CHECK-NEXT: {{^}}correct{{$}}

declare <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8>, <16 x i8>, i32)

define <8 x i16> @src(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 27)
  ret <8 x i16> %r
}

define <8 x i16> @tgt(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %t1 = shufflevector <16 x i8> %a, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <16 x i8> %b, <16 x i8> poison, <32 x i32> <i32 12, i32 13, i32 14, i32 15, i32 13, i32 14, i32 15, i32 8, i32 14, i32 15, i32 8, i32 9, i32 15, i32 8, i32 9, i32 10, i32 4, i32 5, i32 6, i32 7, i32 5, i32 6, i32 7, i32 0, i32 6, i32 7, i32 0, i32 1, i32 7, i32 0, i32 1, i32 2>
  %t3 = icmp ult <32 x i8> %t1, %t2
  %t4 = sub <32 x i8> %t2, %t1
  %t5 = sub <32 x i8> %t1, %t2
  %t6 = select <32 x i1> %t3, <32 x i8> %t4, <32 x i8> %t5
  %t7 = zext <32 x i8> %t6 to <32 x i16>
  %t8 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t9 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t10 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t11 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t12 = add <8 x i16> %t8, %t9
  %t13 = add <8 x i16> %t12, %t10
  %t14 = add <8 x i16> %t13, %t11
  ret <8 x i16> %t14
}

define <8 x i16> @src2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 228)
  ret <8 x i16> %r
}

define <8 x i16> @tgt2(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %t1 = shufflevector <16 x i8> %a, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <16 x i8> %b, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 4, i32 2, i32 3, i32 4, i32 5, i32 3, i32 4, i32 5, i32 6, i32 8, i32 9, i32 10, i32 11, i32 9, i32 10, i32 11, i32 12, i32 10, i32 11, i32 12, i32 13, i32 11, i32 12, i32 13, i32 14>
  %t3 = icmp ult <32 x i8> %t1, %t2
  %t4 = sub <32 x i8> %t2, %t1
  %t5 = sub <32 x i8> %t1, %t2
  %t6 = select <32 x i1> %t3, <32 x i8> %t4, <32 x i8> %t5
  %t7 = zext <32 x i8> %t6 to <32 x i16>
  %t8 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t9 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t10 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t11 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t12 = add <8 x i16> %t8, %t9
  %t13 = add <8 x i16> %t12, %t10
  %t14 = add <8 x i16> %t13, %t11
  ret <8 x i16> %t14
}

define <8 x i16> @src3(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 156)
  ret <8 x i16> %r
}

define <8 x i16> @tgt3(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %t1 = shufflevector <16 x i8> %a, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <16 x i8> %b, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 12, i32 2, i32 3, i32 12, i32 13, i32 3, i32 12, i32 13, i32 14, i32 4, i32 5, i32 6, i32 7, i32 5, i32 6, i32 7, i32 8, i32 6, i32 7, i32 8, i32 9, i32 7, i32 8, i32 9, i32 10>
  %t3 = icmp ult <32 x i8> %t1, %t2
  %t4 = sub <32 x i8> %t2, %t1
  %t5 = sub <32 x i8> %t1, %t2
  %t6 = select <32 x i1> %t3, <32 x i8> %t4, <32 x i8> %t5
  %t7 = zext <32 x i8> %t6 to <32 x i16>
  %t8 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t9 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t10 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t11 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t12 = add <8 x i16> %t8, %t9
  %t13 = add <8 x i16> %t12, %t10
  %t14 = add <8 x i16> %t13, %t11
  ret <8 x i16> %t14
}

define <8 x i16> @src4(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %r = call <8 x i16> @llvm.x86.avx512.dbpsadbw.128(<16 x i8> %a, <16 x i8> %b, i32 0)
  ret <8 x i16> %r
}

define <8 x i16> @tgt4(<16 x i8> noundef %a, <16 x i8> noundef %b) {
  %t1 = shufflevector <16 x i8> %a, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15>
  %t2 = shufflevector <16 x i8> %b, <16 x i8> poison, <32 x i32> <i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 0, i32 2, i32 3, i32 0, i32 1, i32 3, i32 0, i32 1, i32 2, i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 0, i32 2, i32 3, i32 0, i32 1, i32 3, i32 0, i32 1, i32 2>
  %t3 = icmp ult <32 x i8> %t1, %t2
  %t4 = sub <32 x i8> %t2, %t1
  %t5 = sub <32 x i8> %t1, %t2
  %t6 = select <32 x i1> %t3, <32 x i8> %t4, <32 x i8> %t5
  %t7 = zext <32 x i8> %t6 to <32 x i16>
  %t8 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %t9 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %t10 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %t11 = shufflevector <32 x i16> %t7, <32 x i16> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %t12 = add <8 x i16> %t8, %t9
  %t13 = add <8 x i16> %t12, %t10
  %t14 = add <8 x i16> %t13, %t11
  ret <8 x i16> %t14
}
