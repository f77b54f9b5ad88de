define i32 @intrinsics(i32 %a, i32 %b, <4 x i32> %v) {
  %1 = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %2 = call i32 @llvm.smax.i32(i32 %1, i32 %b)
  %3 = call i32 @llvm.abs.i32(i32 %2, i1 true)
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  %5 = call i32 @llvm.fshl.i32(i32 %4, i32 %a, i32 %b)
  %6 = call i32 @llvm.sadd.sat.i32(i32 %5, i32 %b)
  %7 = call i8 @llvm.scmp.i8.i32(i32 %6, i32 %b)
  %8 = call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %v)
  %9 = call <4 x i32> @llvm.bswap.v4i32(<4 x i32> %v)
  %c = icmp ne i32 %8, 0
  call void @llvm.assume(i1 %c)
  ret i32 %6
}
