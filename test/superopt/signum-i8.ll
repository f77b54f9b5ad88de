; The 8-bit signum needs four instructions: length 3 finds nothing.
; RUN: %expect-exit 2 %theseus superopt %s --max-len 3 --ops add,sub,mul,and,or,xor,shl,lshr,ashr --consts 1,-1,7 --classes | FileCheck %s
; CHECK-NOT: define
; CHECK: ; length: none

define i8 @src(i8 %x) {
  %a = ashr i8 %x, 7
  %c = icmp sgt i8 %x, 0
  %z = zext i1 %c to i8
  %r = or i8 %a, %z
  ret i8 %r
}
