; --json prints one object per pair with verdict, reason and a structured counterexample.
; RUN: %expect-exit 1 %theseus verify --json %s | FileCheck %s
; CHECK: {"file":"{{.*}}json-incorrect.ll","src":"src","tgt":"tgt","verdict":"incorrect","reason":"Target is more poisonous than source",
; CHECK-SAME: "seconds":{{[0-9.e+-]+}},"queries":1,"quantified":false,
; CHECK-SAME: "counterexample":{"inputs":[{"name":"%c","type":"i1","lanes":[{"value":"0","signed":"0","hex":"0x0"}]},{"name":"%x","type":"i1","lanes":[{"poison":true}]}],
; CHECK-SAME: "source":{"ub":false,"value":{"type":"i1","lanes":[{"value":"0","signed":"0","hex":"0x0"}]}},
; CHECK-SAME: "target":{"ub":false,"value":{"type":"i1","lanes":[{"poison":true}]}},"nondeterministic":false}}

define i1 @src(i1 %c, i1 %x) {
  %r = select i1 %c, i1 %x, i1 false
  ret i1 %r
}

define i1 @tgt(i1 %c, i1 %x) {
  %r = and i1 %c, %x
  ret i1 %r
}
