; --src/--tgt check exactly the named pair and ignore the @src/@tgt convention.
; RUN: %expect-exit 0 %theseus verify --src before --tgt after %s | FileCheck %s --check-prefix=GOOD
; GOOD: @before => @after
; GOOD-NEXT: {{^}}correct{{$}}
; GOOD-NOT: =>
; RUN: %expect-exit 1 %theseus verify --src before --tgt wrong %s | FileCheck %s --check-prefix=BAD
; BAD: @before => @wrong
; BAD-NEXT: incorrect

define i8 @before(i8 %x) {
  %a = shl i8 %x, 1
  ret i8 %a
}

define i8 @after(i8 %x) {
  %a = mul i8 %x, 2
  ret i8 %a
}

define i8 @wrong(i8 %x) {
  %a = mul i8 %x, 4
  ret i8 %a
}
