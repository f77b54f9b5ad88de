#!/usr/bin/env python3
"""Writes test/x86-shift/cross-*.ll: each 512-bit and AVX-512VL shift row against two 256-bit avx2
shifts or generic IR, checked by theseus verify (lit) and by the JIT (difftest --cross)."""
import os
out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "x86-shift")
kinds = {"ll": "shl", "rl": "lshr", "ra": "ashr"}
def vec(n, w): return f"<{n} x i{w}>"
def mask(lo, n): return f"<{n} x i32> <" + ", ".join(f"i32 {i}" for i in range(lo, lo + n)) + ">"
def splat(n, w, v): return "<" + ", ".join(f"i{w} {v}" for _ in range(n)) + ">"
def header(desc): return f"; {desc}\n; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s\n; CHECK: {{{{^}}}}correct{{{{$}}}}\n\n"
files = {}
def halves(name512, name256, letter, w, count_t, count_arg, kind, imm):
    n = 512 // w; h = n // 2
    V, H = vec(n, w), vec(h, w)
    cnt_decl = "i32" if imm else count_t
    src = f"define {V} @src({V} %v, {cnt_decl} %c) {{\n  %r = call {V} @{name512}({V} %v, {cnt_decl} %c)\n  ret {V} %r\n}}\n\n"
    tgt = (f"define {V} @tgt({V} %v, {cnt_decl} %c) {{\n"
           f"  %lo = shufflevector {V} %v, {V} poison, {mask(0, h)}\n"
           f"  %hi = shufflevector {V} %v, {V} poison, {mask(h, h)}\n"
           f"  %rl = call {H} @{name256}({H} %lo, {cnt_decl} %c)\n"
           f"  %rh = call {H} @{name256}({H} %hi, {cnt_decl} %c)\n"
           f"  %r = shufflevector {H} %rl, {H} %rh, {mask(0, n)}\n  ret {V} %r\n}}\n\n")
    decls = f"declare {V} @{name512}({V}, {cnt_decl})\ndeclare {H} @{name256}({H}, {cnt_decl})\n"
    return src + tgt + decls
def generic(nameRow, n, w, kind, form):
    V = vec(n, w)
    op = kinds[kind]
    if form == "vector":
        ct = vec(128 // w, w)
        body = (f"  %c2 = bitcast {ct} %c to <2 x i64>\n  %c64 = extractelement <2 x i64> %c2, i32 0\n")
        cnt = f"{ct} %c"
    else:
        body = "  %c64 = zext i32 %c to i64\n" if form == "imm" else ""
        cnt = "i32 %c" if form == "imm" else f"{V} %c"
    if form in ("vector", "imm"):
        body += (f"  %big = icmp uge i64 %c64, {w}\n")
        body += (f"  %ct = trunc i64 %c64 to i{w}\n" if w < 64 else "  %ct = add i64 %c64, 0\n")
        body += f"  %ci = insertelement {V} poison, i{w} %ct, i32 0\n  %cs = shufflevector {V} %ci, {V} poison, <{n} x i32> zeroinitializer\n"
        body += f"  %s = {op} {V} %v, %cs\n"
        fill = f"ashr {V} %v, {splat(n, w, w - 1)}" if kind == "ra" else None
        if fill:
            body += f"  %f = {fill}\n  %r = select i1 %big, {V} %f, {V} %s\n"
        else:
            body += f"  %r = select i1 %big, {V} zeroinitializer, {V} %s\n"
    else:
        body += f"  %big = icmp uge {V} %c, {splat(n, w, w)}\n  %s = {op} {V} %v, %c\n"
        if kind == "ra":
            body += f"  %f = ashr {V} %v, {splat(n, w, w - 1)}\n  %r = select <{n} x i1> %big, {V} %f, {V} %s\n"
        else:
            body += f"  %r = select <{n} x i1> %big, {V} zeroinitializer, {V} %s\n"
    src = f"define {V} @src({V} noundef %v, {cnt} noundef) {{\n  %r = call {V} @{nameRow}({V} %v, {cnt})\n  ret {V} %r\n}}\n\n".replace(f"{cnt} noundef)", f"{cnt.split(' %')[0]} noundef %c)")
    tgt = f"define {V} @tgt({V} noundef %v, {cnt.split(' %')[0]} noundef %c) {{\n{body}  ret {V} %r\n}}\n\n"
    decl = f"declare {V} @{nameRow}({V}, {cnt.split(' %')[0]})\n"
    return src + tgt + decl
count = 0
for kind in kinds:
    for w, letter in ((16, "w"), (32, "d"), (64, "q")):
        ct = vec(128 // w, w)
        if not (kind == "ra" and w == 64):
            files[f"cross-psh{kind}-{letter}-512.ll"] = (f"512-bit ps{kind}.{letter} by a count vector is two 256-bit avx2 shifts with the same count.", halves(f"llvm.x86.avx512.ps{kind}.{letter}.512", f"llvm.x86.avx2.ps{kind}.{letter}", letter, w, ct, None, kind, False))
            files[f"cross-psh{kind}i-{letter}-512.ll"] = (f"512-bit ps{kind}i.{letter} is two 256-bit avx2 immediate shifts.", halves(f"llvm.x86.avx512.ps{kind}i.{letter}.512", f"llvm.x86.avx2.ps{kind}i.{letter}", letter, w, None, None, kind, True))
        else:
            for bits, suf in ((128, ".128"), (256, ".256"), (512, ".512")):
                n = bits // 64
                files[f"cross-psraq{suf.replace('.', '-')}.ll"] = (f"psra.q{suf} is ashr by the low 64 bits of the count, clamped to 63 (generic IR).", generic(f"llvm.x86.avx512.psra.q{suf}", n, 64, "ra", "vector"))
                files[f"cross-psraiq{suf.replace('.', '-')}.ll"] = (f"psrai.q{suf} is ashr by the immediate, clamped to 63 (generic IR).", generic(f"llvm.x86.avx512.psrai.q{suf}", n, 64, "ra", "imm"))
for kind in kinds:
    for w, letter in ((32, "d"), (64, "q")):
        n = 512 // w
        if kind == "ra" and w == 64:
            for bits, suf in ((128, ".128"), (256, ".256"), (512, ".512")):
                files[f"cross-psravq{suf.replace('.', '-')}.ll"] = (f"psrav.q{suf} per lane, generic IR.", generic(f"llvm.x86.avx512.psrav.q{suf}", bits // 64, 64, "ra", "lane"))
        else:
            V, H = vec(n, w), vec(n // 2, w)
            a512, a256 = f"llvm.x86.avx512.ps{kind}v.{letter}.512", f"llvm.x86.avx2.ps{kind}v.{letter}.256"
            body = (f"define {V} @src({V} %v, {V} %c) {{\n  %r = call {V} @{a512}({V} %v, {V} %c)\n  ret {V} %r\n}}\n\n"
                    f"define {V} @tgt({V} %v, {V} %c) {{\n  %lo = shufflevector {V} %v, {V} poison, {mask(0, n//2)}\n  %hi = shufflevector {V} %v, {V} poison, {mask(n//2, n//2)}\n"
                    f"  %clo = shufflevector {V} %c, {V} poison, {mask(0, n//2)}\n  %chi = shufflevector {V} %c, {V} poison, {mask(n//2, n//2)}\n"
                    f"  %rl = call {H} @{a256}({H} %lo, {H} %clo)\n  %rh = call {H} @{a256}({H} %hi, {H} %chi)\n  %r = shufflevector {H} %rl, {H} %rh, {mask(0, n)}\n  ret {V} %r\n}}\n\n"
                    f"declare {V} @{a512}({V}, {V})\ndeclare {H} @{a256}({H}, {H})\n")
            files[f"cross-ps{kind}v-{letter}-512.ll"] = (f"512-bit ps{kind}v.{letter} is two 256-bit avx2 per-lane shifts.", body)
for kind in kinds:
    for bits, suf in ((128, ".128"), (256, ".256"), (512, ".512")):
        files[f"cross-ps{kind}v-w{suf.replace('.', '-')}.ll"] = (f"ps{kind}v.w{suf} per lane, generic IR.", generic(f"llvm.x86.avx512.ps{kind}v.w{suf}", bits // 16, 16, kind, "lane"))
for name, (desc, body) in files.items():
    with open(os.path.join(out, name), "w") as f:
        f.write(header(desc) + body)
print(len(files))
