; theseus rules --report on a harvest of this file: the two "clear the low bits" rewrites (at i32
; and i16) generalize into one rule with a symbol C1 that covers both cuts; x + y
; through xor/and is a second rule (however general the generalizer makes it); rules.json counts
; three rewrites, rules.opt holds both rules' Alive texts.
; --max-width 32 (for time): the widths 1..32 cover both clear-low-bits cuts (i16, i32); a rule is
; width-free only when all 64 widths are decided, so here the rules hold at W <= 32.
; RUN: rm -rf %t.dir %t.db %t.rules %t.rules-cache
; RUN: %expect-exit 0 %theseus harvest %s --cache %t.db --report-dir %t.dir -j 2 --time-limit 10 2> /dev/null
; RUN: %expect-exit 0 %theseus rules --report %t.dir/report.json -o %t.rules --time-limit 30 --max-width 32 2> %t.log | FileCheck %s --check-prefix=OUT
; RUN: FileCheck %s --check-prefix=JSON < %t.rules/rules.json
; RUN: FileCheck %s --check-prefix=OPT < %t.rules/rules.opt
; RUN: FileCheck %s --check-prefix=HTML < %t.rules/rules.html
; RUN: FileCheck %s --check-prefix=LOG < %t.log
; The same rewrites read from the harvest's cache (no locations).
; RUN: %expect-exit 0 %theseus rules --cache %t.db -o %t.rules-cache --max-width 32 2> /dev/null | FileCheck %s --check-prefix=CACHE
; RUN: FileCheck %s --check-prefix=CACHEJSON < %t.rules-cache/rules.json

; OUT: rules: 3 proved rewrites, {{[23]}} generalized, 0 not generalized; 2 rules
; OUT: rules.html

; JSON: "rewrites":3,"rewrites_generalized":{{[23]}},"rewrites_failed":0,"rules":2
; JSON: "name":"rule-1"
; JSON-SAME: "generality":"width-condition"
; JSON-SAME: "symbols":1
; JSON-SAME: "condition":"W <= 32"
; JSON-SAME: "cuts_covered":2
; JSON-SAME: "instance":"define i{{16|32}} @src
; JSON: "name":"rule-2"
; JSON-SAME: "cuts_covered":1

; OPT: Name: rule-1
; OPT: lshr %x, C1
; OPT: shl %{{.*}}, C1
; OPT-NEXT: =>
; OPT-NEXT: and %x
; OPT-EMPTY:
; OPT-NEXT: Name: rule-2
; OPT: xor

; HTML: <!DOCTYPE html>
; HTML: rule-1
; HTML: rule-2

; CACHE: rules: 3 proved rewrites, {{[23]}} generalized, 0 not generalized; 2 rules
; CACHEJSON: "rewrites":3,
; CACHEJSON: "location":""

; LOG: rules: [1/3]
; LOG: rules: [3/3]

define i32 @clear_low(i32 %x) {
  %s = lshr i32 %x, 8
  %t = shl i32 %s, 8
  ret i32 %t
}

define i16 @clear_low16(i16 %x) {
  %s = lshr i16 %x, 3
  %t = shl i16 %s, 3
  ret i16 %t
}

define i32 @add_xor(i32 %x, i32 %y) {
  %a = xor i32 %y, %x
  %b = and i32 %y, %x
  %c = shl i32 %b, 1
  %d = add i32 %c, %a
  ret i32 %d
}
