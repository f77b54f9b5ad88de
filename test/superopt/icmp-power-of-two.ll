; Comparisons as an option (--icmp): "x is a power of 2" (Gulwani et al.'s P18) at i8 becomes
; x - 1, xor, icmp, zext: four IR instructions, the fused compare counted as two; proved.
; RUN: %theseus superopt %s --max-len 4 --icmp > %t.ll
; RUN: FileCheck %s < %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; RUN: %expect-exit 2 %theseus superopt %s --max-len 4 | FileCheck %s --check-prefix=NOICMP
; CHECK: define i8 @tgt(i8 noundef %x)
; CHECK: icmp
; CHECK: ; length: 4
; CHECK: ; shortest: yes
; VERIFY: correct
; NOICMP-NOT: define
; NOICMP: ; length: none

define i8 @src(i8 noundef %x) {
  %n = call i8 @llvm.ctpop.i8(i8 %x)
  %c = icmp eq i8 %n, 1
  %r = zext i1 %c to i8
  ret i8 %r
}
declare i8 @llvm.ctpop.i8(i8)
