; null_pointer_is_valid: the null block is a real non-local block at address 0 (its size,
; alignment and writability are inputs), so loads and stores through null are defined when it is
; large enough, its bytes take part in the final memory comparison, and a pointer argument may be null.
; RUN: %expect-exit 1 %theseus verify %s --src load_null --tgt unreachable | FileCheck %s --check-prefix=MOREDEF
; RUN: %expect-exit 1 %theseus verify %s --src store_null_arg --tgt store_null_folded | FileCheck %s --check-prefix=VALUE
; RUN: %expect-exit 1 %theseus verify %s --src load_null_align4 --tgt load_null_align8 | FileCheck %s --check-prefix=MOREDEF
; RUN: %theseus verify %s --src load_null_align8 --tgt load_null_align4 | FileCheck %s --check-prefix=CORRECT
; RUN: %expect-exit 1 %theseus verify %s --src store_null_one --tgt store_null_two | FileCheck %s --check-prefix=MEMORY
; RUN: %theseus verify %s --src select_null --tgt select_null | FileCheck %s --check-prefix=CORRECT
; MOREDEF: incorrect: Source is more defined than target
; VALUE: incorrect: Value mismatch
; CORRECT: {{^}}correct{{$}}
; MEMORY: incorrect: Mismatch in memory
; MEMORY: Memory byte at block 0 offset 0
; MEMORY: source  00000001
; MEMORY-NEXT: target  00000010

define i8 @load_null() null_pointer_is_valid {
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @unreachable() null_pointer_is_valid {
  unreachable
}

define i8 @store_null_arg(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  %v = load i8, ptr null
  ret i8 %v
}

define i8 @store_null_folded(ptr %p) null_pointer_is_valid {
  store i8 2, ptr null
  store i8 3, ptr %p
  ret i8 2
}

define i8 @load_null_align4() null_pointer_is_valid {
  %v = load i8, ptr null, align 4
  ret i8 %v
}

define i8 @load_null_align8() null_pointer_is_valid {
  %v = load i8, ptr null, align 8
  ret i8 %v
}

define void @store_null_one() null_pointer_is_valid {
  store i8 1, ptr null
  ret void
}

define void @store_null_two() null_pointer_is_valid {
  store i8 2, ptr null
  ret void
}

define i8 @select_null(i1 %c, ptr %p) null_pointer_is_valid {
  %q = select i1 %c, ptr %p, ptr null
  %v = load i8, ptr %q
  ret i8 %v
}
