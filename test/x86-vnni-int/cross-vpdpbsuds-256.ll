; llvm.x86.avx2.vpdpbsuds.256 is the widened products summed per dword plus the accumulator, saturated (generic IR).
; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s
; CHECK: {{^}}correct{{$}}

define <8 x i32> @src(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %r = call <8 x i32> @llvm.x86.avx2.vpdpbsuds.256(<8 x i32> %acc, <8 x i32> %a, <8 x i32> %b)
  ret <8 x i32> %r
}

define <8 x i32> @tgt(<8 x i32> noundef %acc, <8 x i32> noundef %a, <8 x i32> noundef %b) {
  %a.p = bitcast <8 x i32> %a to <32 x i8>
  %b.p = bitcast <8 x i32> %b to <32 x i8>
  %a.w = sext <32 x i8> %a.p to <32 x i64>
  %b.w = zext <32 x i8> %b.p to <32 x i64>
  %prod = mul <32 x i64> %a.w, %b.w
  %acc.w = sext <8 x i32> %acc to <8 x i64>
  %part0 = shufflevector <32 x i64> %prod, <32 x i64> poison, <8 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28>
  %sum0 = add <8 x i64> %acc.w, %part0
  %part1 = shufflevector <32 x i64> %prod, <32 x i64> poison, <8 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29>
  %sum1 = add <8 x i64> %sum0, %part1
  %part2 = shufflevector <32 x i64> %prod, <32 x i64> poison, <8 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30>
  %sum2 = add <8 x i64> %sum1, %part2
  %part3 = shufflevector <32 x i64> %prod, <32 x i64> poison, <8 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31>
  %sum3 = add <8 x i64> %sum2, %part3
  %t = trunc <8 x i64> %sum3 to <8 x i32>
  %over = icmp sgt <8 x i64> %sum3, <i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647, i64 2147483647>
  %under = icmp slt <8 x i64> %sum3, <i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648, i64 -2147483648>
  %low = select <8 x i1> %under, <8 x i32> <i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648, i32 -2147483648>, <8 x i32> %t
  %r = select <8 x i1> %over, <8 x i32> <i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647, i32 2147483647>, <8 x i32> %low
  ret <8 x i32> %r
}

declare <8 x i32> @llvm.x86.avx2.vpdpbsuds.256(<8 x i32>, <8 x i32>, <8 x i32>)
