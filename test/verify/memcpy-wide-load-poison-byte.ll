; A memcpy of 8 bytes turned into one i64 load, of which only the high half is used (the rule
; behind clang_pairs.py --kind memory --seed 4's f1): a poison byte in the low half, which src
; never reads back, makes tgt's whole i64 poison, so tgt returns poison where src returns a value.
; alive-tv says the same. Loading the high half alone (tgt2) is correct.
; RUN: %expect-exit 1 %theseus verify %s --src src --tgt tgt --timeout-ms 30000 | FileCheck %s --check-prefix=BAD
; RUN: %expect-exit 0 %theseus verify %s --src src --tgt tgt2 --timeout-ms 30000 | FileCheck %s --check-prefix=OK
; BAD: incorrect: Target is more poisonous than source
; BAD: Target: i32 poison
; OK: {{^}}correct{{$}}

define i32 @src(ptr %q) {
  %t = alloca [4 x i32], align 16
  %t1 = getelementptr inbounds i8, ptr %t, i64 4
  %q2 = getelementptr inbounds i8, ptr %q, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %t1, ptr align 4 %q2, i64 8, i1 false)
  %t2p = getelementptr inbounds i8, ptr %t, i64 8
  %v = load i32, ptr %t2p, align 8
  ret i32 %v
}

define i32 @tgt(ptr %q) {
  %q2 = getelementptr inbounds i8, ptr %q, i64 8
  %w = load i64, ptr %q2, align 4
  %hi = lshr i64 %w, 32
  %v = trunc i64 %hi to i32
  ret i32 %v
}

define i32 @tgt2(ptr %q) {
  %q3 = getelementptr inbounds i8, ptr %q, i64 12
  %v = load i32, ptr %q3, align 4
  ret i32 %v
}

declare void @llvm.memcpy.p0.p0.i64(ptr, ptr, i64, i1)
