; Shuffles by shape: PSHUFD, PUNPCKLDQ, PBLENDW, VPBROADCASTD, PALIGNR, VPERMD; halves (a free
; low half, VEXTRACTI128), concatenation (VINSERTI128), and any other 128-bit mask (two PSHUFB, POR).
; RUN: %theseus isel %s | FileCheck %s

define <4 x i32> @pshufd(<4 x i32> %a) {
  %r = shufflevector <4 x i32> %a, <4 x i32> poison, <4 x i32> <i32 1, i32 0, i32 3, i32 2>
  ret <4 x i32> %r
}

define <4 x i32> @unpacklo(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %r
}

define <8 x i16> @blendw(<8 x i16> %a, <8 x i16> %b) {
  %r = shufflevector <8 x i16> %a, <8 x i16> %b, <8 x i32> <i32 0, i32 9, i32 2, i32 11, i32 4, i32 13, i32 6, i32 15>
  ret <8 x i16> %r
}

define <8 x i32> @broadcast(<8 x i32> %a) {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <8 x i32> zeroinitializer
  ret <8 x i32> %r
}

define <16 x i8> @alignr(<16 x i8> %a, <16 x i8> %b) {
  %r = shufflevector <16 x i8> %a, <16 x i8> %b, <16 x i32> <i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16, i32 17, i32 18>
  ret <16 x i8> %r
}

define <8 x i32> @permd(<8 x i32> %a) {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <8 x i32> <i32 7, i32 0, i32 5, i32 1, i32 6, i32 2, i32 4, i32 3>
  ret <8 x i32> %r
}

define <4 x i32> @high_half(<8 x i32> %a) {
  %r = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  ret <4 x i32> %r
}

define <4 x i32> @low_half_plus(<8 x i32> %a, <4 x i32> %b) {
  %l = shufflevector <8 x i32> %a, <8 x i32> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %r = add <4 x i32> %l, %b
  ret <4 x i32> %r
}

define <8 x i32> @concat(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %r
}

define <4 x i32> @any(<4 x i32> %a, <4 x i32> %b) {
  %r = shufflevector <4 x i32> %a, <4 x i32> %b, <4 x i32> <i32 7, i32 0, i32 5, i32 2>
  ret <4 x i32> %r
}

; CHECK: @pshufd (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 1
; CHECK-NEXT:   VPSHUFDri       %r = pshufd(%a)              uops 1 lat 1 rthru 1  ; one dword permutation repeated in every 128-bit lane
; CHECK-NEXT: @unpacklo (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 1
; CHECK-NEXT:   VPUNPCKLDQrr    %r = punpckl(%a, %b)         uops 1 lat 1 rthru 1  ; interleave the low halves of each 128-bit lane
; CHECK-NEXT: @blendw (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 1
; CHECK-NEXT:   VPBLENDWrri     %r = pblendw(%a, %b)         uops 1 lat 1 rthru 1  ; each word from a or b by an immediate
; CHECK-NEXT: @broadcast (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 3
; CHECK-NEXT:   VPBROADCASTDYrr %r = vpbroadcast(%a)         uops 1 lat 3 rthru 1  ; one lane into every lane
; CHECK-NEXT: @alignr (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 1
; CHECK-NEXT:   VPALIGNRrri     %r = palignr(%a, %b)         uops 1 lat 1 rthru 1  ; a window of consecutive bytes across two registers
; CHECK-NEXT: @permd (x86-64-v3): 1 instructions, uops 2, rthroughput 1, latency 10
; CHECK-NEXT:   VPERMDYrm       %r = vpermd(%a)              uops 2 lat 10 rthru 1  ; any dword permutation by an index vector
; CHECK-NEXT: @high_half (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 3
; CHECK-NEXT:   VEXTRACTI128rr  %r = vextracti128(%a)        uops 1 lat 3 rthru 1  ; the high 128 bits of a ymm register
; CHECK-NEXT: @low_half_plus (x86-64-v3): 1 instructions, uops 1, rthroughput 0.5, latency 1
; CHECK-NEXT:   VPADDDrr        %r = padd(%l, %b)            uops 1 lat 1 rthru 0.5  ; lane-wise add
; CHECK-NEXT: @concat (x86-64-v3): 1 instructions, uops 1, rthroughput 1, latency 3
; CHECK-NEXT:   VINSERTI128rr   %r = vinserti128(%a, %b)     uops 1 lat 3 rthru 1  ; two xmm registers side by side in a ymm register
; CHECK-NEXT: @any (x86-64-v3): 3 instructions, uops 5, rthroughput 2, latency 15
; CHECK-NEXT:   VPSHUFBrm       %r = shuffle.any128(%a, %b)  uops 2 lat 7 rthru 1  ; any other shuffle of xmm inputs: PSHUFB each by a constant, OR them
; CHECK-NEXT:   VPSHUFBrm       %r = shuffle.any128(%a, %b)  uops 2 lat 7 rthru 1  ; any other shuffle of xmm inputs: PSHUFB each by a constant, OR them
; CHECK-NEXT:   VPORrr          %r = shuffle.any128(%a, %b)  uops 1 lat 1 rthru 0.333333  ; any other shuffle of xmm inputs: PSHUFB each by a constant, OR them
