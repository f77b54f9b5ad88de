; --bidirectional (Alive2's -bidirectional) checks each pair both ways and prints both verdicts;
; the worse one decides the exit code. Dropping nsw refines one way only.
; RUN: %expect-exit 1 %theseus verify --bidirectional %s --src nsw_add --tgt plain_add | FileCheck %s --check-prefix=ONEWAY
; ONEWAY: @nsw_add => @plain_add
; ONEWAY-NEXT: {{^}}correct{{$}}
; ONEWAY: @plain_add => @nsw_add
; ONEWAY-NEXT: incorrect: Target is more poisonous than source
; RUN: %theseus verify --bidirectional %s | FileCheck %s --check-prefix=BOTH
; BOTH: @src => @tgt
; BOTH-NEXT: {{^}}correct{{$}}
; BOTH: @tgt => @src
; BOTH-NEXT: {{^}}correct{{$}}
; RUN: %theseus verify %s | FileCheck %s --check-prefix=ONE
; ONE-NOT: @tgt => @src

define i8 @src(i8 %x) {
  %r = shl i8 %x, 1
  ret i8 %r
}

define i8 @tgt(i8 %x) {
  %r = mul i8 %x, 2
  ret i8 %r
}

define i8 @nsw_add(i8 %x) {
  %r = add nsw i8 %x, 1
  ret i8 %r
}

define i8 @plain_add(i8 %x) {
  %r = add i8 %x, 1
  ret i8 %r
}
