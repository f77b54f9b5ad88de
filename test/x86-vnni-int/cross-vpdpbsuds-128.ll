; llvm.x86.avx2.vpdpbsuds.128 is the widened products summed per dword plus the accumulator, saturated (generic IR).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <4 x i32> @src(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %r = call <4 x i32> @llvm.x86.avx2.vpdpbsuds.128(<4 x i32> %acc, <4 x i32> %a, <4 x i32> %b)
  ret <4 x i32> %r
}

define <4 x i32> @tgt(<4 x i32> noundef %acc, <4 x i32> noundef %a, <4 x i32> noundef %b) {
  %a.p = bitcast <4 x i32> %a to <16 x i8>
  %b.p = bitcast <4 x i32> %b to <16 x i8>
  %a.w = sext <16 x i8> %a.p to <16 x i64>
  %b.w = zext <16 x i8> %b.p to <16 x i64>
  %prod = mul <16 x i64> %a.w, %b.w
  %acc.w = sext <4 x i32> %acc to <4 x i64>
  %part0 = shufflevector <16 x i64> %prod, <16 x i64> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %sum0 = add <4 x i64> %acc.w, %part0
  %part1 = shufflevector <16 x i64> %prod, <16 x i64> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %sum1 = add <4 x i64> %sum0, %part1
  %part2 = shufflevector <16 x i64> %prod, <16 x i64> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %sum2 = add <4 x i64> %sum1, %part2
  %part3 = shufflevector <16 x i64> %prod, <16 x i64> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %sum3 = add <4 x i64> %sum2, %part3
  %t = trunc <4 x i64> %sum3 to <4 x i32>
  %over = icmp sgt <4 x i64> %sum3, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %under = icmp slt <4 x i64> %sum3, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %low = select <4 x i1> %under, <4 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <4 x i32> %t
  %r = select <4 x i1> %over, <4 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <4 x i32> %low
  ret <4 x i32> %r
}

declare <4 x i32> @llvm.x86.avx2.vpdpbsuds.128(<4 x i32>, <4 x i32>, <4 x i32>)
