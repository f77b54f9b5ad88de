; theseus harvest on a .ll file: the same cut in two functions is kept once (2 occurrences), the
; worker processes prove its rewrite into the cache, the report (JSON and HTML) lists it, and a
; second harvest is answered by the cache without synthesizing.
; RUN: rm -rf %t.dir %t.db
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 2 --engine massalin --peephole-db none 2> %t.err | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=LOG < %t.err
; RUN: FileCheck %s --check-prefix=JSON < %t.dir/report.json
; RUN: FileCheck %s --check-prefix=HTML < %t.dir/report.html
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 2 --engine massalin --peephole-db none 2>&1 | FileCheck %s --check-prefix=WARM

; OUT: report.html
; LOG: harvest: 1 files, 4 cuts, 2 distinct, 0 answered by the cache, 0 cold, 2 to synthesize
; LOG: @f1: proved
; JSON: "distinct proved rewrites":"1"
; JSON: "outcome":"proved"
; JSON-SAME: "detail":"2 occurrences"
; HTML: <!DOCTYPE html>
; HTML: proved rewrite
; WARM: 2 distinct, 2 answered by the cache, 0 cold, 0 to synthesize

define i32 @f1(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}

define i32 @f2(i32 %p, i32 %q) {
  %a = xor i32 %q, %p
  %b = and i32 %q, %p
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
