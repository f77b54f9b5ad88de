; Bad input and pairs that are no rules get the shared exit codes and a clear message.
; RUN: %expect-exit 4 %theseus generalize %S/no-such-file.ll 2>&1 | FileCheck %s --check-prefix=MISSING
; MISSING: error:
; RUN: %expect-exit 4 %theseus generalize %s --src nope 2>&1 | FileCheck %s --check-prefix=NOFUNC
; NOFUNC: theseus generalize: error: {{.*}}no function @nope
; RUN: %expect-exit 4 %theseus generalize %s --time-limit -3 2>&1 | FileCheck %s --check-prefix=OPT
; OPT: --time-limit wants a positive number of seconds
; RUN: %expect-exit 1 %theseus generalize %s --src src_wrong --tgt tgt_wrong 2>&1 | FileCheck %s --check-prefix=WRONG
; WRONG: the concrete pair is not proved: incorrect
; RUN: %expect-exit 3 %theseus generalize %s --src src_branch --tgt tgt_branch 2>&1 | FileCheck %s --check-prefix=BRANCH
; BRANCH: cannot generalize: the source has control flow (3 blocks)
; RUN: %expect-exit 4 %theseus generalize %s --src src_add --tgt tgt_sig 2>&1 | FileCheck %s --check-prefix=SIG
; SIG: different signatures

define i8 @src_wrong(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
define i8 @tgt_wrong(i8 %x) {
  %r = add i8 %x, 2
  ret i8 %r
}

define i8 @src_branch(i1 %c, i8 %x) {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  %r = phi i8 [ 1, %entry ], [ %x, %a ]
  ret i8 %r
}
define i8 @tgt_branch(i1 %c, i8 %x) {
  %r = select i1 %c, i8 %x, i8 1
  ret i8 %r
}

define i8 @src_add(i8 %x) {
  %r = add i8 %x, 0
  ret i8 %r
}
define i8 @tgt_sig(i8 %x, i8 %y) {
  ret i8 %x
}
