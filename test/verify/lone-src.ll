; A file with @src and no @tgt is checked function by function against itself, like a file with
; neither (alive-tv compares such a file with its own -O2 output): what can fail is src's own
; checks, such as --disallow-ub-exploitation's guardable UB.
; RUN: %theseus verify %s 2>&1 | FileCheck %s
; CHECK: @src => @src
; CHECK-NEXT: {{^}}correct{{$}}
; RUN: %expect-exit 1 %theseus verify --disallow-ub-exploitation %s | FileCheck %s --check-prefix=STRICT
; STRICT: @src => @src
; STRICT-NEXT: incorrect: Source has guardable UB

define i32 @src(i32 %x, i32 %y) {
  %r = udiv i32 %x, %y
  ret i32 %r
}
