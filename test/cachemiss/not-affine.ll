; An indirect subscript is not affine: the model refuses (exit 3, unsupported) and says which
; access; the simulator still runs the function.
; RUN: %expect-exit 3 %theseus cachemiss %s 2>&1 | FileCheck %s
; RUN: %expect-exit 0 %theseus cachesim %s --json | FileCheck %s --check-prefix=SIM
; CHECK: error: load is not an affine access of a static control part: Non affine access function
; SIM: "total": {"accesses": 20, "compulsory": 3, "capacity": 0, "misses": 3}

@A = global [100 x double] zeroinitializer, align 64
@idx = global [10 x i64] zeroinitializer, align 64

define void @kernel() {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr [10 x i64], ptr @idx, i64 0, i64 %i
  %j = load i64, ptr %p
  %q = getelementptr [100 x double], ptr @A, i64 0, i64 %j
  store double 1.0, ptr %q
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, 10
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
