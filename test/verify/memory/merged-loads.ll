; Memory pairs decided once tgt's loads are merged into src's where the memory's assumptions force
; them equal (verify/memory/LoadMerging.h, docs/verify.md "Memory queries"). @src is clang -O0 +
; mem2reg of `f6` of `clang_pairs.py --kind memory --seed 1` (a memcpy from a constant and three
; memsets into a local array, a load through a phi of `p + 2` and `t + (b & 3)`) and @tgt its
; `default<O2>` form: unknown at 30 s before the merge, as src's and tgt's loaded values were
; different terms under different arithmetic. Each neighbour differs in one loaded value only on
; some inputs, so a merge that is not proved would report it correct: the last byte of the array
; (offset 15, read only when `a & 3` is 3), the pointer argument's byte read (p + 12 for p + 8),
; and the select's arms swapped.
; RUN: %theseus verify %s --src src --tgt tgt --timeout-ms 60000 | FileCheck %s --check-prefix=CORRECT
; RUN: not %theseus verify %s --src src --tgt tgt_last_byte --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src src --tgt tgt_other_offset --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; RUN: not %theseus verify %s --src src --tgt tgt_arms_swapped --timeout-ms 60000 | FileCheck %s --check-prefix=WRONG
; CORRECT: {{^}}correct{{$}}
; WRONG: {{^}}incorrect:

@__const.f6.t = private unnamed_addr constant [4 x i32] [i32 3, i32 1, i32 0, i32 0], align 16

define i32 @src(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4) {
  %6 = alloca [4 x i32], align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.f6.t, i64 16, i1 false)
  %7 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %8 = getelementptr inbounds i32, ptr %7, i64 2
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 4, i1 false)
  %9 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %10 = getelementptr inbounds i32, ptr %9, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %10, i8 1, i64 16, i1 false)
  %11 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 3
  %12 = load i32, ptr %11, align 4
  %13 = icmp ne i32 %3, %12
  br i1 %13, label %14, label %16

14:
  %15 = getelementptr inbounds i32, ptr %0, i64 2
  br label %21

16:
  %17 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %18 = and i32 %4, 3
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds i32, ptr %17, i64 %19
  br label %21

21:
  %22 = phi ptr [ %15, %14 ], [ %20, %16 ]
  %23 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 0
  %24 = getelementptr inbounds i32, ptr %23, i64 1
  call void @llvm.memset.p0.i64(ptr align 4 %24, i8 0, i64 12, i1 false)
  %25 = load i32, ptr %22, align 4
  %26 = and i32 %3, 7
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i32, ptr %1, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = add nsw i32 %25, %29
  %31 = load i32, ptr %22, align 4
  %32 = sub nsw i32 3, %31
  %33 = sub nsw i32 %30, %32
  %34 = load i32, ptr %22, align 4
  %35 = and i32 %3, 3
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = add nsw i32 %4, %38
  %40 = sub nsw i32 %34, %39
  %41 = xor i32 %33, %40
  ret i32 %41
}

define i32 @tgt(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readnone %2, i32 noundef %3, i32 noundef %4) {
  %6 = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 1, i64 16, i1 false)
  %.not = icmp eq i32 %3, 16843009
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i32 %4, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = select i1 %.not, ptr %10, ptr %7
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %12, i8 0, i64 12, i1 false)
  %13 = load i32, ptr %11, align 4
  %14 = and i32 %3, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4
  %factor = shl i32 %13, 1
  %.neg = add i32 %17, -3
  %18 = add i32 %.neg, %factor
  %19 = and i32 %3, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, %4
  %24 = sub i32 %13, %23
  %25 = xor i32 %24, %18
  ret i32 %25
}

define i32 @tgt_last_byte(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readnone %2, i32 noundef %3, i32 noundef %4) {
  %6 = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 1, i64 16, i1 false)
  %.not = icmp eq i32 %3, 16843009
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i32 %4, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = select i1 %.not, ptr %10, ptr %7
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(11) %12, i8 0, i64 11, i1 false)
  %13 = load i32, ptr %11, align 4
  %14 = and i32 %3, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4
  %factor = shl i32 %13, 1
  %.neg = add i32 %17, -3
  %18 = add i32 %.neg, %factor
  %19 = and i32 %3, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, %4
  %24 = sub i32 %13, %23
  %25 = xor i32 %24, %18
  ret i32 %25
}

define i32 @tgt_other_offset(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readnone %2, i32 noundef %3, i32 noundef %4) {
  %6 = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 1, i64 16, i1 false)
  %.not = icmp eq i32 %3, 16843009
  %7 = getelementptr inbounds i8, ptr %0, i64 12
  %8 = and i32 %4, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = select i1 %.not, ptr %10, ptr %7
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %12, i8 0, i64 12, i1 false)
  %13 = load i32, ptr %11, align 4
  %14 = and i32 %3, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4
  %factor = shl i32 %13, 1
  %.neg = add i32 %17, -3
  %18 = add i32 %.neg, %factor
  %19 = and i32 %3, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, %4
  %24 = sub i32 %13, %23
  %25 = xor i32 %24, %18
  ret i32 %25
}

define i32 @tgt_arms_swapped(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readnone %2, i32 noundef %3, i32 noundef %4) {
  %6 = alloca [4 x i32], align 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %6, i8 1, i64 16, i1 false)
  %.not = icmp eq i32 %3, 16843009
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i32 %4, 3
  %9 = zext nneg i32 %8 to i64
  %10 = getelementptr inbounds i32, ptr %6, i64 %9
  %11 = select i1 %.not, ptr %7, ptr %10
  %12 = getelementptr inbounds i8, ptr %6, i64 4
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %12, i8 0, i64 12, i1 false)
  %13 = load i32, ptr %11, align 4
  %14 = and i32 %3, 7
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %1, i64 %15
  %17 = load i32, ptr %16, align 4
  %factor = shl i32 %13, 1
  %.neg = add i32 %17, -3
  %18 = add i32 %.neg, %factor
  %19 = and i32 %3, 3
  %20 = zext nneg i32 %19 to i64
  %21 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = add i32 %22, %4
  %24 = sub i32 %13, %23
  %25 = xor i32 %24, %18
  ret i32 %25
}

declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg)
