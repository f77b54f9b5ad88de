; A tempting but wrong fold: select c, x, false -> and c, x. When c is false the select ignores
; x, but `and` propagates poison from x, so the target is more poisonous than the source.
; The fix is `and c, (freeze x)`.
; Run: theseus verify examples/incorrect.ll

define i1 @src(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}
