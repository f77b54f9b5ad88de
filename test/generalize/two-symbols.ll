; Target constants as expressions over two symbols, and a precondition relating them.
; RUN: %theseus generalize %s --src src_add --tgt tgt_add --time-limit 120 | FileCheck %s --check-prefix=ADD
; ADD: ; holds at all widths
; ADD: %r = add %x, (C1 + C2)
; RUN: %theseus generalize %s --src src_mask --tgt tgt_mask --time-limit 120 | FileCheck %s --check-prefix=MASK
; MASK: ; holds at all widths
; MASK-NEXT: Pre: (C1 & C2) == 0
; MASK: %r = and %x, C2
; RUN: %theseus generalize %s --src src_icmp --tgt tgt_icmp --time-limit 120 | FileCheck %s --check-prefix=ICMP
; ICMP: %r = icmp eq %x, (C1 ^ C2)
; ICMP: ; generality: width-free
; RUN: %theseus generalize %s --src src_umin --tgt tgt_umin --time-limit 120 | FileCheck %s --check-prefix=UMIN
; UMIN: Pre: C1 u<= C2
; UMIN: %r = call @llvm.umin(%s1, C2)
; UMIN: %r = and %x, C1

define i32 @src_add(i32 %x) {
  %a = add i32 %x, 3
  %r = add i32 %a, 5
  ret i32 %r
}
define i32 @tgt_add(i32 %x) {
  %r = add i32 %x, 8
  ret i32 %r
}

define i8 @src_mask(i8 %x) {
  %a = or i8 %x, -16
  %r = and i8 %a, 15
  ret i8 %r
}
define i8 @tgt_mask(i8 %x) {
  %r = and i8 %x, 15
  ret i8 %r
}

define i1 @src_icmp(i16 %x) {
  %a = xor i16 %x, 12
  %r = icmp eq i16 %a, 5
  ret i1 %r
}
define i1 @tgt_icmp(i16 %x) {
  %r = icmp eq i16 %x, 9
  ret i1 %r
}

define <4 x i32> @src_umin(<4 x i32> %x) {
  %a = and <4 x i32> %x, <i32 255, i32 255, i32 255, i32 255>
  %r = call <4 x i32> @llvm.umin.v4i32(<4 x i32> %a, <4 x i32> <i32 300, i32 300, i32 300, i32 300>)
  ret <4 x i32> %r
}
define <4 x i32> @tgt_umin(<4 x i32> %x) {
  %r = and <4 x i32> %x, <i32 255, i32 255, i32 255, i32 255>
  ret <4 x i32> %r
}
declare <4 x i32> @llvm.umin.v4i32(<4 x i32>, <4 x i32>)
