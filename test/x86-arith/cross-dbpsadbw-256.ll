; dbpsadbw.256 as generic IR: dwords of b picked per 128-bit lane by the immediate, byte SADs summed.
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: {{^}}correct{{$}}

declare <16 x i16> @llvm.x86.avx512.dbpsadbw.256(<32 x i8>, <32 x i8>, i32)

define <16 x i16> @src(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = call <16 x i16> @llvm.x86.avx512.dbpsadbw.256(<32 x i8> %a, <32 x i8> %b, i32 27)
  ret <16 x i16> %t1
}

define <16 x i16> @tgt(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 28, i32 29, i32 30, i32 31>
  %t2 = shufflevector <32 x i8> %b, <32 x i8> poison, <64 x i32> <i32 12, i32 13, i32 14, i32 15, i32 13, i32 14, i32 15, i32 8, i32 14, i32 15, i32 8, i32 9, i32 15, i32 8, i32 9, i32 10, i32 4, i32 5, i32 6, i32 7, i32 5, i32 6, i32 7, i32 0, i32 6, i32 7, i32 0, i32 1, i32 7, i32 0, i32 1, i32 2, i32 28, i32 29, i32 30, i32 31, i32 29, i32 30, i32 31, i32 24, i32 30, i32 31, i32 24, i32 25, i32 31, i32 24, i32 25, i32 26, i32 20, i32 21, i32 22, i32 23, i32 21, i32 22, i32 23, i32 16, i32 22, i32 23, i32 16, i32 17, i32 23, i32 16, i32 17, i32 18>
  %t3 = icmp ult <64 x i8> %t1, %t2
  %t4 = sub <64 x i8> %t2, %t1
  %t5 = sub <64 x i8> %t1, %t2
  %t6 = select <64 x i1> %t3, <64 x i8> %t4, <64 x i8> %t5
  %t7 = zext <64 x i8> %t6 to <64 x i16>
  %t8 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %t9 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %t10 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %t11 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %t12 = add <16 x i16> %t8, %t9
  %t13 = add <16 x i16> %t12, %t10
  %t14 = add <16 x i16> %t13, %t11
  ret <16 x i16> %t14
}

define <16 x i16> @src2(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = call <16 x i16> @llvm.x86.avx512.dbpsadbw.256(<32 x i8> %a, <32 x i8> %b, i32 228)
  ret <16 x i16> %t1
}

define <16 x i16> @tgt2(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 28, i32 29, i32 30, i32 31>
  %t2 = shufflevector <32 x i8> %b, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 4, i32 2, i32 3, i32 4, i32 5, i32 3, i32 4, i32 5, i32 6, i32 8, i32 9, i32 10, i32 11, i32 9, i32 10, i32 11, i32 12, i32 10, i32 11, i32 12, i32 13, i32 11, i32 12, i32 13, i32 14, i32 16, i32 17, i32 18, i32 19, i32 17, i32 18, i32 19, i32 20, i32 18, i32 19, i32 20, i32 21, i32 19, i32 20, i32 21, i32 22, i32 24, i32 25, i32 26, i32 27, i32 25, i32 26, i32 27, i32 28, i32 26, i32 27, i32 28, i32 29, i32 27, i32 28, i32 29, i32 30>
  %t3 = icmp ult <64 x i8> %t1, %t2
  %t4 = sub <64 x i8> %t2, %t1
  %t5 = sub <64 x i8> %t1, %t2
  %t6 = select <64 x i1> %t3, <64 x i8> %t4, <64 x i8> %t5
  %t7 = zext <64 x i8> %t6 to <64 x i16>
  %t8 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %t9 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %t10 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %t11 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %t12 = add <16 x i16> %t8, %t9
  %t13 = add <16 x i16> %t12, %t10
  %t14 = add <16 x i16> %t13, %t11
  ret <16 x i16> %t14
}

define <16 x i16> @src3(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = call <16 x i16> @llvm.x86.avx512.dbpsadbw.256(<32 x i8> %a, <32 x i8> %b, i32 156)
  ret <16 x i16> %t1
}

define <16 x i16> @tgt3(<32 x i8> noundef %a, <32 x i8> noundef %b) {
  %t1 = shufflevector <32 x i8> %a, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18, i32 19, i32 16, i32 17, i32 18, i32 19, i32 20, i32 21, i32 22, i32 23, i32 20, i32 21, i32 22, i32 23, i32 24, i32 25, i32 26, i32 27, i32 24, i32 25, i32 26, i32 27, i32 28, i32 29, i32 30, i32 31, i32 28, i32 29, i32 30, i32 31>
  %t2 = shufflevector <32 x i8> %b, <32 x i8> poison, <64 x i32> <i32 0, i32 1, i32 2, i32 3, i32 1, i32 2, i32 3, i32 12, i32 2, i32 3, i32 12, i32 13, i32 3, i32 12, i32 13, i32 14, i32 4, i32 5, i32 6, i32 7, i32 5, i32 6, i32 7, i32 8, i32 6, i32 7, i32 8, i32 9, i32 7, i32 8, i32 9, i32 10, i32 16, i32 17, i32 18, i32 19, i32 17, i32 18, i32 19, i32 28, i32 18, i32 19, i32 28, i32 29, i32 19, i32 28, i32 29, i32 30, i32 20, i32 21, i32 22, i32 23, i32 21, i32 22, i32 23, i32 24, i32 22, i32 23, i32 24, i32 25, i32 23, i32 24, i32 25, i32 26>
  %t3 = icmp ult <64 x i8> %t1, %t2
  %t4 = sub <64 x i8> %t2, %t1
  %t5 = sub <64 x i8> %t1, %t2
  %t6 = select <64 x i1> %t3, <64 x i8> %t4, <64 x i8> %t5
  %t7 = zext <64 x i8> %t6 to <64 x i16>
  %t8 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %t9 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %t10 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %t11 = shufflevector <64 x i16> %t7, <64 x i16> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %t12 = add <16 x i16> %t8, %t9
  %t13 = add <16 x i16> %t12, %t10
  %t14 = add <16 x i16> %t13, %t11
  ret <16 x i16> %t14
}
