; P21: cycle through three values: a -> b -> c -> a (x must be one of a, b, c).
define i32 @src(i32 noundef %x, i32 noundef %a, i32 noundef %b, i32 noundef %c) {
  %isa = icmp eq i32 %x, %a
  %isb = icmp eq i32 %x, %b
  %isc = icmp eq i32 %x, %c
  %any = or i1 %isa, %isb
  %ok = or i1 %any, %isc
  %t = select i1 %isb, i32 %c, i32 %a
  %v = select i1 %isa, i32 %b, i32 %t
  %r = select i1 %ok, i32 %v, i32 poison
  ret i32 %r
}
