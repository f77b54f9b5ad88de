; The 8-bit signum in four instructions (mul x,-1; lshr 7; ashr x,7; or), found under --classes.
; RUN: %theseus superopt %s --max-len 4 --ops add,sub,mul,and,or,xor,shl,lshr,ashr --consts 1,-1,7 --classes > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i8 @tgt(i8 %x)
; CHECK-COUNT-4: %t{{[1-4]}} =
; CHECK-NEXT: ret i8 %t4
; CHECK: ; length: 4
; VERIFY: correct

define i8 @src(i8 %x) {
  %a = ashr i8 %x, 7
  %c = icmp sgt i8 %x, 0
  %z = zext i1 %c to i8
  %r = or i8 %a, %z
  ret i8 %r
}
