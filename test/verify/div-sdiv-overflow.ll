; sdiv INT_MIN, -1 is UB: sdiv x, -1 -> sub 0, x is correct; hoisting a guarded sdiv is not.
; RUN: %expect-exit 1 %theseus verify %s | FileCheck %s
; CHECK: @src => @tgt
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src2 => @tgt2
; CHECK-NEXT: {{^}}correct{{$}}
; CHECK: @src3 => @tgt3
; CHECK-NEXT: incorrect: Source is more defined than target
; CHECK-NEXT: Example:
; CHECK-NEXT:   i8 %x = {{poison|0x80 \(128, -128\)}}
; CHECK-NEXT:   i8 %y = 0xff (255, -1)
; CHECK-NEXT: Source: i8 0x00 (0)
; CHECK-NEXT: Target: UB

define i8 @src(i8 %x) {
  %r = sdiv i8 %x, -1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = sub i8 0, %x
  ret i8 %r
}

; Even sub nsw is fine: src is UB exactly where the nsw result would be poison.
define i8 @src2(i8 %x) {
  %r = sdiv i8 %x, -1
  ret i8 %r
}

define i8 @tgt2(i8 %x) {
  %r = sub nsw i8 0, %x
  ret i8 %r
}

define i8 @src3(i8 %x, i8 noundef %y) {
entry:
  %ok = icmp ne i8 %y, -1
  %nz = icmp ne i8 %y, 0
  %both = and i1 %ok, %nz
  br i1 %both, label %div, label %done
div:
  %q = sdiv i8 %x, %y
  br label %done
done:
  %r = phi i8 [ %q, %div ], [ 0, %entry ]
  ret i8 %r
}

define i8 @tgt3(i8 %x, i8 noundef %y) {
  %nz = icmp ne i8 %y, 0
  %safe = select i1 %nz, i8 %y, i8 1
  %q = sdiv i8 %x, %safe
  %ok = icmp ne i8 %y, -1
  %both = and i1 %ok, %nz
  %r = select i1 %both, i8 %q, i8 0
  ret i8 %r
}
