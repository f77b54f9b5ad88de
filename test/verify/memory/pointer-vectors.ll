; Vectors of pointers (docs/memory.md): arguments and return values, loads and stores of
; <N x ptr> (each lane stored as a scalar pointer is), insertelement, extractelement,
; shufflevector, getelementptr with vector operands, icmp and ptrtoint lane by lane, and the
; lane-wise refinement of returned pointer vectors. Each correct pair has an incorrect neighbour.
; RUN: %theseus verify %s --src shuffle_twice --tgt identity | FileCheck %s --check-prefix=SHUF
; RUN: %expect-exit 1 %theseus verify %s --src identity --tgt swapped | FileCheck %s --check-prefix=SWAP
; SHUF: {{^}}correct{{$}}
; SWAP: {{^}}incorrect: Target is more poisonous than source
; RUN: %theseus verify %s --src store_load --tgt store_only | FileCheck %s --check-prefix=STORELOAD
; RUN: %expect-exit 1 %theseus verify %s --src store_load --tgt store_swapped | FileCheck %s --check-prefix=STORESWAP
; STORELOAD: {{^}}correct{{$}}
; STORESWAP: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src lane_bytes --tgt lane_bytes_scalar | FileCheck %s --check-prefix=LANEBYTES
; RUN: %expect-exit 1 %theseus verify %s --src lane_bytes --tgt lane_bytes_wrong | FileCheck %s --check-prefix=LANEWRONG
; LANEBYTES: {{^}}correct{{$}}
; LANEWRONG: {{^}}incorrect: {{Value mismatch|Target is more poisonous than source}}
; RUN: %theseus verify %s --src store_vector --tgt store_scalars | FileCheck %s --check-prefix=STOREVEC
; RUN: %expect-exit 1 %theseus verify %s --src store_vector --tgt store_scalars_swapped | FileCheck %s --check-prefix=STOREVECWRONG
; STOREVEC: {{^}}correct{{$}}
; STOREVECWRONG: {{^}}incorrect: Mismatch in memory
; RUN: %theseus verify %s --src insert_extract --tgt scalar_arg | FileCheck %s --check-prefix=INSEXT
; RUN: %expect-exit 1 %theseus verify %s --src insert_extract_other --tgt scalar_arg | FileCheck %s --check-prefix=INSEXTWRONG
; INSEXT: {{^}}correct{{$}}
; INSEXTWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src gep_vector --tgt gep_lanes | FileCheck %s --check-prefix=GEP
; RUN: %expect-exit 1 %theseus verify %s --src gep_vector --tgt gep_lanes_bytes | FileCheck %s --check-prefix=GEPWRONG
; GEP: {{^}}correct{{$}}
; GEPWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src gep_splat --tgt gep_splat_lanes | FileCheck %s --check-prefix=SPLAT
; RUN: %expect-exit 1 %theseus verify %s --src gep_splat --tgt gep_splat_same | FileCheck %s --check-prefix=SPLATWRONG
; SPLAT: {{^}}correct{{$}}
; SPLATWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src gep_inbounds --tgt gep_inbounds_lane0 | FileCheck %s --check-prefix=INBOUNDS
; RUN: %expect-exit 1 %theseus verify %s --src gep_plain --tgt gep_inbounds_lane0 | FileCheck %s --check-prefix=INBOUNDSWRONG
; INBOUNDS: {{^}}correct{{$}}
; INBOUNDSWRONG: {{^}}incorrect: Target is more poisonous than source
; RUN: %theseus verify %s --src icmp_vector --tgt icmp_lanes | FileCheck %s --check-prefix=ICMP
; RUN: %expect-exit 1 %theseus verify %s --src icmp_vector --tgt icmp_lanes_swapped | FileCheck %s --check-prefix=ICMPWRONG
; ICMP: {{^}}correct{{$}}
; ICMPWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src ptrtoint_vector --tgt ptrtoint_lanes | FileCheck %s --check-prefix=P2I
; RUN: %expect-exit 1 %theseus verify %s --src ptrtoint_vector --tgt ptrtoint_lane0 | FileCheck %s --check-prefix=P2IWRONG
; P2I: {{^}}correct{{$}}
; P2IWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src ret_undef_lane --tgt ret_pointer_lane | FileCheck %s --check-prefix=UNDEFLANE
; RUN: %expect-exit 1 %theseus verify %s --src ret_pointer_lane --tgt ret_undef_lane | FileCheck %s --check-prefix=UNDEFLANEWRONG
; UNDEFLANE: {{^}}correct{{$}}
; UNDEFLANEWRONG: {{^}}incorrect: Target's return value is more undefined
; RUN: %theseus verify %s --src ret_local --tgt ret_local_other | FileCheck %s --check-prefix=LOCAL
; RUN: %expect-exit 1 %theseus verify %s --src ret_local --tgt ret_local_moved | FileCheck %s --check-prefix=LOCALWRONG
; LOCAL: {{^}}correct{{$}}
; LOCALWRONG: {{^}}incorrect: Value mismatch
; RUN: %theseus verify %s --src load_through_lane --tgt load_through_scalar | FileCheck %s --check-prefix=THROUGH
; RUN: %expect-exit 1 %theseus verify %s --src load_through_lane --tgt load_through_other_lane | FileCheck %s --check-prefix=THROUGHWRONG
; THROUGH: {{^}}correct{{$}}
; THROUGHWRONG: {{^}}incorrect: {{Value mismatch|Source is more defined than target}}
; RUN: %theseus verify %s --src loaded_null_check --tgt loaded_null_check_scalar | FileCheck %s --check-prefix=NULLCHECK
; RUN: %expect-exit 1 %theseus verify %s --src loaded_null_check --tgt loaded_null_check_wrong | FileCheck %s --check-prefix=NULLCHECKWRONG
; NULLCHECK: {{^}}correct{{$}}
; NULLCHECKWRONG: {{^}}incorrect: Target is more poisonous than source
; RUN: %expect-exit 3 %theseus verify %s --src align_attr --tgt align_attr | FileCheck %s --check-prefix=ALIGN
; RUN: %expect-exit 3 %theseus verify %s --src readonly_mix --tgt readonly_mix | FileCheck %s --check-prefix=READONLY
; RUN: %expect-exit 3 %theseus verify %s --src int_to_ptr_vector --tgt int_to_ptr_vector | FileCheck %s --check-prefix=I2P
; ALIGN: unsupported{{.*}}pointer attributes on a vector of pointers
; READONLY: unsupported{{.*}}a vector of pointers in a function with attributed pointer parameters
; RUN: %expect-exit 3 %theseus verify %s --src many_lanes --tgt many_lanes | FileCheck %s --check-prefix=MANY
; I2P: unsupported{{.*}}inttoptr to a vector of pointers
; MANY: unsupported{{.*}}more than 253 memory blocks

define <2 x ptr> @identity(<2 x ptr> %v) {
  ret <2 x ptr> %v
}

define <2 x ptr> @shuffle_twice(<2 x ptr> %v) {
  %s = shufflevector <2 x ptr> %v, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  %t = shufflevector <2 x ptr> %s, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x ptr> %t
}

define <2 x ptr> @swapped(<2 x ptr> %v) {
  %s = shufflevector <2 x ptr> %v, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x ptr> %s
}

define <2 x ptr> @store_load(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  %l = load <2 x ptr>, ptr %p, align 8
  ret <2 x ptr> %l
}

define <2 x ptr> @store_only(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  ret <2 x ptr> %v
}

define <2 x ptr> @store_swapped(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  %s = shufflevector <2 x ptr> %v, <2 x ptr> poison, <2 x i32> <i32 1, i32 0>
  ret <2 x ptr> %s
}

define ptr @lane_bytes(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  %l = load ptr, ptr %q, align 8
  ret ptr %l
}

define ptr @lane_bytes_scalar(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  %e = extractelement <2 x ptr> %v, i32 1
  ret ptr %e
}

define ptr @lane_bytes_wrong(ptr %p, <2 x ptr> %v) {
  store <2 x ptr> %v, ptr %p, align 8
  %e = extractelement <2 x ptr> %v, i32 0
  ret ptr %e
}

define void @store_vector(ptr %p, ptr %a, ptr %b) {
  %v0 = insertelement <2 x ptr> poison, ptr %a, i32 0
  %v1 = insertelement <2 x ptr> %v0, ptr %b, i32 1
  store <2 x ptr> %v1, ptr %p, align 8
  ret void
}

define void @store_scalars(ptr %p, ptr %a, ptr %b) {
  store ptr %a, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %b, ptr %q, align 8
  ret void
}

define void @store_scalars_swapped(ptr %p, ptr %a, ptr %b) {
  store ptr %b, ptr %p, align 8
  %q = getelementptr i8, ptr %p, i64 8
  store ptr %a, ptr %q, align 8
  ret void
}

define ptr @insert_extract(<2 x ptr> %v, ptr %a) {
  %w = insertelement <2 x ptr> %v, ptr %a, i32 1
  %e = extractelement <2 x ptr> %w, i32 1
  ret ptr %e
}

define ptr @insert_extract_other(<2 x ptr> %v, ptr %a) {
  %w = insertelement <2 x ptr> %v, ptr %a, i32 1
  %e = extractelement <2 x ptr> %w, i32 0
  ret ptr %e
}

define ptr @scalar_arg(<2 x ptr> %v, ptr %a) {
  ret ptr %a
}

define <2 x ptr> @gep_vector(<2 x ptr> %v, <2 x i64> %i) {
  %g = getelementptr i32, <2 x ptr> %v, <2 x i64> %i
  ret <2 x ptr> %g
}

define <2 x ptr> @gep_lanes(<2 x ptr> %v, <2 x i64> %i) {
  %p0 = extractelement <2 x ptr> %v, i32 0
  %p1 = extractelement <2 x ptr> %v, i32 1
  %i0 = extractelement <2 x i64> %i, i32 0
  %i1 = extractelement <2 x i64> %i, i32 1
  %g0 = getelementptr i32, ptr %p0, i64 %i0
  %g1 = getelementptr i32, ptr %p1, i64 %i1
  %w0 = insertelement <2 x ptr> poison, ptr %g0, i32 0
  %w1 = insertelement <2 x ptr> %w0, ptr %g1, i32 1
  ret <2 x ptr> %w1
}

define <2 x ptr> @gep_lanes_bytes(<2 x ptr> %v, <2 x i64> %i) {
  %g = getelementptr i8, <2 x ptr> %v, <2 x i64> %i
  ret <2 x ptr> %g
}

define <2 x ptr> @gep_splat(ptr %p) {
  %g = getelementptr [4 x i16], ptr %p, i64 1, <2 x i64> <i64 0, i64 3>
  ret <2 x ptr> %g
}

define <2 x ptr> @gep_splat_lanes(ptr %p) {
  %g0 = getelementptr i8, ptr %p, i64 8
  %g1 = getelementptr i8, ptr %p, i64 14
  %w0 = insertelement <2 x ptr> poison, ptr %g0, i32 0
  %w1 = insertelement <2 x ptr> %w0, ptr %g1, i32 1
  ret <2 x ptr> %w1
}

define <2 x ptr> @gep_splat_same(ptr %p) {
  %g0 = getelementptr i8, ptr %p, i64 8
  %w0 = insertelement <2 x ptr> poison, ptr %g0, i32 0
  %w1 = insertelement <2 x ptr> %w0, ptr %g0, i32 1
  ret <2 x ptr> %w1
}

define <2 x ptr> @gep_inbounds(ptr %p, i64 %i) {
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %p, i32 1
  %iv = insertelement <2 x i64> <i64 poison, i64 0>, i64 %i, i32 0
  %g = getelementptr inbounds i8, <2 x ptr> %w, <2 x i64> %iv
  ret <2 x ptr> %g
}

define <2 x ptr> @gep_plain(ptr %p, i64 %i) {
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %p, i32 1
  %iv = insertelement <2 x i64> <i64 poison, i64 0>, i64 %i, i32 0
  %g = getelementptr i8, <2 x ptr> %w, <2 x i64> %iv
  ret <2 x ptr> %g
}

define <2 x ptr> @gep_inbounds_lane0(ptr %p, i64 %i) {
  %g0 = getelementptr inbounds i8, ptr %p, i64 %i
  %g1 = getelementptr inbounds i8, ptr %p, i64 0
  %w0 = insertelement <2 x ptr> poison, ptr %g0, i32 0
  %w1 = insertelement <2 x ptr> %w0, ptr %g1, i32 1
  ret <2 x ptr> %w1
}

define <2 x i1> @icmp_vector(<2 x ptr> %a, <2 x ptr> %b) {
  %c = icmp ult <2 x ptr> %a, %b
  ret <2 x i1> %c
}

define <2 x i1> @icmp_lanes(<2 x ptr> %a, <2 x ptr> %b) {
  %a0 = extractelement <2 x ptr> %a, i32 0
  %a1 = extractelement <2 x ptr> %a, i32 1
  %b0 = extractelement <2 x ptr> %b, i32 0
  %b1 = extractelement <2 x ptr> %b, i32 1
  %c0 = icmp ult ptr %a0, %b0
  %c1 = icmp ult ptr %a1, %b1
  %w0 = insertelement <2 x i1> poison, i1 %c0, i32 0
  %w1 = insertelement <2 x i1> %w0, i1 %c1, i32 1
  ret <2 x i1> %w1
}

define <2 x i1> @icmp_lanes_swapped(<2 x ptr> %a, <2 x ptr> %b) {
  %c = icmp ult <2 x ptr> %b, %a
  ret <2 x i1> %c
}

define <2 x i64> @ptrtoint_vector(<2 x ptr> %v) {
  %r = ptrtoint <2 x ptr> %v to <2 x i64>
  ret <2 x i64> %r
}

define <2 x i64> @ptrtoint_lanes(<2 x ptr> %v) {
  %p0 = extractelement <2 x ptr> %v, i32 0
  %p1 = extractelement <2 x ptr> %v, i32 1
  %r0 = ptrtoint ptr %p0 to i64
  %r1 = ptrtoint ptr %p1 to i64
  %w0 = insertelement <2 x i64> poison, i64 %r0, i32 0
  %w1 = insertelement <2 x i64> %w0, i64 %r1, i32 1
  ret <2 x i64> %w1
}

define <2 x i64> @ptrtoint_lane0(<2 x ptr> %v) {
  %p0 = extractelement <2 x ptr> %v, i32 0
  %r0 = ptrtoint ptr %p0 to i64
  %w0 = insertelement <2 x i64> poison, i64 %r0, i32 0
  %w1 = insertelement <2 x i64> %w0, i64 %r0, i32 1
  ret <2 x i64> %w1
}

define <2 x ptr> @ret_undef_lane(ptr noundef %p) {
  %v = insertelement <2 x ptr> undef, ptr %p, i32 0
  ret <2 x ptr> %v
}

define <2 x ptr> @ret_pointer_lane(ptr noundef %p) {
  %v = insertelement <2 x ptr> undef, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %p, i32 1
  ret <2 x ptr> %w
}

define <2 x ptr> @ret_local(ptr %p) {
  %a = alloca i64, align 8
  %g = getelementptr i8, ptr %a, i64 4
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %g, i32 1
  ret <2 x ptr> %w
}

define <2 x ptr> @ret_local_other(ptr %p) {
  %b = alloca i32, align 4
  %a = alloca i64, align 8
  %g = getelementptr i8, ptr %a, i64 4
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %g, i32 1
  ret <2 x ptr> %w
}

define <2 x ptr> @ret_local_moved(ptr %p) {
  %a = alloca i64, align 8
  %g = getelementptr i8, ptr %a, i64 2
  %v = insertelement <2 x ptr> poison, ptr %p, i32 0
  %w = insertelement <2 x ptr> %v, ptr %g, i32 1
  ret <2 x ptr> %w
}

define i8 @load_through_lane(<2 x ptr> %v) {
  %p = extractelement <2 x ptr> %v, i32 1
  %l = load i8, ptr %p
  ret i8 %l
}

define i8 @load_through_scalar(<2 x ptr> %v) {
  %s = shufflevector <2 x ptr> %v, <2 x ptr> poison, <2 x i32> <i32 1, i32 1>
  %p = extractelement <2 x ptr> %s, i32 0
  %l = load i8, ptr %p
  ret i8 %l
}

define i8 @load_through_other_lane(<2 x ptr> %v) {
  %p = extractelement <2 x ptr> %v, i32 0
  %l = load i8, ptr %p
  ret i8 %l
}

define <2 x i1> @loaded_null_check(ptr %in) {
  %v = load <2 x ptr>, ptr %in, align 8
  %c = icmp eq <2 x ptr> %v, zeroinitializer
  ret <2 x i1> %c
}

define <2 x i1> @loaded_null_check_scalar(ptr %in) {
  %l0 = load ptr, ptr %in, align 8
  %q = getelementptr i8, ptr %in, i64 8
  %l1 = load ptr, ptr %q, align 8
  %c0 = icmp eq ptr %l0, null
  %c1 = icmp eq ptr %l1, null
  %w0 = insertelement <2 x i1> poison, i1 %c0, i32 0
  %w1 = insertelement <2 x i1> %w0, i1 %c1, i32 1
  ret <2 x i1> %w1
}

define <2 x i1> @loaded_null_check_wrong(ptr %in) {
  %l0 = load ptr, ptr %in, align 8
  %c0 = icmp eq ptr %l0, null
  %w0 = insertelement <2 x i1> poison, i1 %c0, i32 0
  %w1 = insertelement <2 x i1> %w0, i1 %c0, i32 1
  ret <2 x i1> %w1
}

define <2 x ptr> @align_attr(<2 x ptr> align 8 %v) {
  ret <2 x ptr> %v
}

define void @readonly_mix(ptr readonly %r, ptr %p) {
  %v = insertelement <2 x ptr> poison, ptr %r, i32 0
  %e = extractelement <2 x ptr> %v, i32 0
  store i8 0, ptr %e
  ret void
}

define <2 x ptr> @int_to_ptr_vector(<2 x i64> %x) {
  %p = inttoptr <2 x i64> %x to <2 x ptr>
  ret <2 x ptr> %p
}

define ptr @many_lanes(<256 x ptr> %v) {
  %e = extractelement <256 x ptr> %v, i32 255
  ret ptr %e
}
