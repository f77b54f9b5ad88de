; 3x in i4 (mod 16) is two adds (Algorithm 13.3.3's worked example).
; RUN: %theseus superopt %s --max-len 2 --ops add | FileCheck %s
; RUN: %theseus superopt %s --max-len 2 --ops add > %t.ll
; RUN: %theseus verify %s %t.ll --src src --tgt tgt | FileCheck %s --check-prefix=VERIFY
; CHECK: define i4 @tgt(i4 %x)
; CHECK-NEXT: entry:
; CHECK-NEXT: %t1 = add i4 %x, %x
; CHECK-NEXT: %t2 = add i4 %x, %t1
; CHECK-NEXT: ret i4 %t2
; CHECK: ; length: 2
; VERIFY: correct

define i4 @src(i4 %x) {
  %r = mul i4 %x, 3
  ret i4 %r
}
