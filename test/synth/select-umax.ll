; select (x == 0), 1, x becomes umax(x, 1). isel prices both as CMP, MOV and CMOV (as llc emits
; them), so the rewrite is cheaper only under tti, which prunes here.
; RUN: %theseus synth %s --cost tti -o %t.ll | FileCheck %s
; RUN: %expect-exit 0 %theseus verify %t.ll | FileCheck %s --check-prefix=VERIFY
; CHECK: define i32 @tgt(i32 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = call i32 @llvm.umax.i32(i32 %x, i32 1)
; CHECK-NEXT: ret i32 %t1
; CHECK: declare i32 @llvm.umax.i32(i32, i32)
; VERIFY: correct

define i32 @src(i32 %x) {
entry:
  %c = icmp eq i32 %x, 0
  %r = select i1 %c, i32 1, i32 %x
  ret i32 %r
}
