; After rewriting @g, the pass keeps the analyses of every function it did not change (@h's
; dominator tree is not computed again by the next pass) and drops those of the function it changed
; (@g's is computed again).
; RUN: rm -f %t.db
; RUN: %theseus opt %s -o %t.ignored.ll --cache %t.db
; RUN: opt-19 -load-pass-plugin %plugin -passes='function(require<domtree>),theseus,function(require<domtree>)' -theseus-cache=%t.db -theseus-cache-only -debug-pass-manager -disable-output %s 2>&1 | FileCheck %s

; CHECK: Running analysis: DominatorTreeAnalysis on h
; CHECK: Running pass: {{.*}}TheseusPass on [module]
; CHECK-NOT: Invalidating analysis: DominatorTreeAnalysis on h
; CHECK: Invalidating analysis: DominatorTreeAnalysis on g
; CHECK-NOT: Invalidating analysis: DominatorTreeAnalysis on h
; CHECK: Running pass: RequireAnalysisPass<{{.*}}DominatorTreeAnalysis{{.*}} on g
; CHECK-NEXT: Running analysis: DominatorTreeAnalysis on g
; CHECK-NEXT: Running pass: RequireAnalysisPass<{{.*}}DominatorTreeAnalysis{{.*}} on h
; CHECK-NOT: Running analysis: DominatorTreeAnalysis on h

define i8 @g(i8 %x, i8 %y) {
  %a = xor i8 %x, %y
  %b = and i8 %x, %y
  %c = add i8 %b, %b
  %d = add i8 %a, %c
  ret i8 %d
}

define i8 @h(i8 %x) {
  %a = add i8 %x, 1
  ret i8 %a
}
