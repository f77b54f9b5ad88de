; P20: the next higher unsigned number with the same number of 1 bits, for x != 0.
; The contract is the benchmark's precondition: Gulwani et al.'s P20 (and the Rosette version whose
; CEGIS times the issue quotes, emina/rosette sdsl/bv/examples/p20.rkt: `#:requires p20-pre`,
; `(define (p20-pre x) (! (= x 0)))`) is specified only for x != 0, stated here as
; llvm.assume(x != 0): the source is UB at x = 0, so any program refines it there, the reference
; (which divides by x & -x, UB at x = 0) included. Without it the source's `cttz(x, true)` is poison
; at x = 0 and the reference's division is UB there, which does not refine poison.
; Naive: add the rightmost 1 bit, then refill the lost ones at the bottom by shifts.
define i32 @src(i32 noundef %x) {
  %nonzero = icmp ne i32 %x, 0
  call void @llvm.assume(i1 %nonzero)
  %neg = sub i32 0, %x
  %s = and i32 %x, %neg
  %r = add i32 %x, %s
  %o = xor i32 %x, %r
  %o2 = lshr i32 %o, 2
  %t = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %o3 = lshr i32 %o2, %t
  %res = or i32 %r, %o3
  ret i32 %res
}
declare i32 @llvm.cttz.i32(i32, i1)
declare void @llvm.assume(i1)
