#!/usr/bin/env python3
"""Writes test/x86-vl/cross-*.ll: each 128-bit AVX-512VL row (beyond avx2) against a composition of
sse/avx2 intrinsics or generic IR, proved by theseus verify (lit) and run by the JIT
(theseus difftest-intrinsics --cross). Every file has one row; some have several @srcN/@tgtN pairs
(immediates, or a second, intrinsic-level composition)."""
import os

OUT = os.path.dirname(os.path.abspath(__file__))
P = "llvm.x86.avx512."


def V(n, w):
    return f"<{n} x i{w}>"


def mask(idx):
    return f"<{len(idx)} x i32> <" + ", ".join(f"i32 {i}" for i in idx) + ">"


def splat(n, w, v):
    return f"splat (i{w} {v})"


class Fn:
    def __init__(self):
        self.lines, self.k = [], 0

    def __call__(self, rhs):
        self.k += 1
        self.lines.append(f"  %t{self.k} = {rhs}")
        return f"%t{self.k}"

    def body(self, ret_ty, val):
        return "\n".join(self.lines + [f"  ret {ret_ty} {val}"])


def pair(suffix, ret, params, src_body, tgt_fn, tgt_val):
    ps = ", ".join(f"{t} noundef %{n}" for t, n in params)
    return (f"define {ret} @src{suffix}({ps}) {{\n{src_body}\n}}\n\n"
            f"define {ret} @tgt{suffix}({ps}) {{\n{tgt_fn.body(ret, tgt_val)}\n}}\n")


def call_src(ret, name, params, extra=""):
    args = ", ".join(f"{t} %{n}" for t, n in params) + extra
    return f"  %r = call {ret} @{name}({args})\n  ret {ret} %r"


files = {}


def emit(fname, desc, decls, pairs):
    checks = "".join(f"; CHECK: @src{s} => @tgt{s}\n; CHECK-NEXT: {{{{^}}}}correct{{{{$}}}}\n" for s, _ in pairs)
    text = (f"; {desc}\n; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s\n" + checks + "\n"
            + "".join(d + "\n" for d in decls) + "\n" + "\n".join(p for _, p in pairs))
    files[fname] = text


# ---------------------------------------------------------------- dbpsadbw.128
def dbpsadbw():
    name = P + "dbpsadbw.128"
    params = [("<16 x i8>", "a"), ("<16 x i8>", "b")]
    pairs = []
    for s, imm in (("", 27), ("2", 228), ("3", 156), ("4", 0)):
        sel = [(imm >> (2 * j)) & 3 for j in range(4)]
        tmp = [4 * sel[j // 4] + j % 4 for j in range(16)]  # byte j of the dword-shuffled b
        aidx, bidx = [], []
        for k in range(8):
            half = 8 * (k // 4)
            abase = half + 4 * ((k % 4) // 2)
            bbase = half + (k % 4)
            aidx += [abase + t for t in range(4)]
            bidx += [tmp[bbase + t] for t in range(4)]
        f = Fn()
        ta = f(f"shufflevector <16 x i8> %a, <16 x i8> poison, {mask(aidx)}")
        tb = f(f"shufflevector <16 x i8> %b, <16 x i8> poison, {mask(bidx)}")
        lt = f(f"icmp ult <32 x i8> {ta}, {tb}")
        d1 = f(f"sub <32 x i8> {tb}, {ta}")
        d2 = f(f"sub <32 x i8> {ta}, {tb}")
        ad = f(f"select <32 x i1> {lt}, <32 x i8> {d1}, <32 x i8> {d2}")
        z = f(f"zext <32 x i8> {ad} to <32 x i16>")
        parts = [f(f"shufflevector <32 x i16> {z}, <32 x i16> poison, {mask([4 * k + t for k in range(8)])}") for t in range(4)]
        acc = f(f"add <8 x i16> {parts[0]}, {parts[1]}")
        acc = f(f"add <8 x i16> {acc}, {parts[2]}")
        acc = f(f"add <8 x i16> {acc}, {parts[3]}")
        pairs.append((s, pair(s, "<8 x i16>", params, call_src("<8 x i16>", name, params, f", i32 {imm}"), f, acc)))
    emit(f"cross-avx512.dbpsadbw.128.ll",
         "avx512.dbpsadbw.128 as generic IR: dwords of b picked by the immediate, byte SADs summed (immediates 27, 228, 156, 0).",
         [f"declare <8 x i16> @{name}(<16 x i8>, <16 x i8>, i32)"], pairs)


# ---------------------------------------------------------------- vpmadd52
def vpmadd52():
    T = "<2 x i64>"
    params = [(T, "acc"), (T, "x"), (T, "y")]
    for hl in ("l", "h"):
        name = f"{P}vpmadd52{hl}.uq.128"
        f = Fn()
        m26 = splat(2, 64, 67108863)
        x1 = f(f"lshr {T} %x, {splat(2, 64, 26)}")
        y1 = f(f"lshr {T} %y, {splat(2, 64, 26)}")
        xl = f(f"and {T} %x, {m26}")
        xh = f(f"and {T} {x1}, {m26}")
        yl = f(f"and {T} %y, {m26}")
        yh = f(f"and {T} {y1}, {m26}")
        ll = f(f"mul {T} {xl}, {yl}")
        hl_ = f(f"mul {T} {xh}, {yl}")
        lh = f(f"mul {T} {xl}, {yh}")
        mid = f(f"add {T} {hl_}, {lh}")
        if hl == "l":
            sh = f(f"shl {T} {mid}, {splat(2, 64, 26)}")
            s = f(f"add {T} {ll}, {sh}")
            lo52 = f(f"and {T} {s}, {splat(2, 64, 4503599627370495)}")
            r = f(f"add {T} %acc, {lo52}")
            desc = "avx512.vpmadd52l.uq.128 as generic IR: low 52 bits of the 52x52 product from 26-bit halves in i64 (no wide multiplier), added to acc."
        else:
            hh = f(f"mul {T} {xh}, {yh}")
            midlo = f(f"and {T} {mid}, {m26}")
            sh = f(f"shl {T} {midlo}, {splat(2, 64, 26)}")
            s = f(f"add {T} {sh}, {ll}")
            carry = f(f"lshr {T} {s}, {splat(2, 64, 52)}")
            midhi = f(f"lshr {T} {mid}, {splat(2, 64, 26)}")
            h1 = f(f"add {T} {hh}, {midhi}")
            h2 = f(f"add {T} {h1}, {carry}")
            r = f(f"add {T} %acc, {h2}")
            desc = "avx512.vpmadd52h.uq.128 as generic IR: high 52 bits of the 52x52 product from 26-bit halves in i64 (no wide multiplier), added to acc."
        emit(f"cross-avx512.vpmadd52{hl}.uq.128.ll", desc, [f"declare {T} @{name}({T}, {T}, {T})"],
             [("", pair("", T, params, call_src(T, name, params), f, r))])


# ---------------------------------------------------------------- VNNI
def sat32(f, wide, n):
    tr = f(f"trunc <{n} x i64> {wide} to <{n} x i32>")
    lo = f(f"icmp slt <{n} x i64> {wide}, {splat(n, 64, -2147483648)}")
    s1 = f(f"select <{n} x i1> {lo}, <{n} x i32> {splat(n, 32, -2147483648)}, <{n} x i32> {tr}")
    hi = f(f"icmp sgt <{n} x i64> {wide}, {splat(n, 64, 2147483647)}")
    return f(f"select <{n} x i1> {hi}, <{n} x i32> {splat(n, 32, 2147483647)}, <{n} x i32> {s1}")


def vnni():
    T = "<4 x i32>"
    params = [(T, "acc"), (T, "a"), (T, "b")]
    for kind in ("bus", "wss"):
        for sat in ("", "s"):
            name = f"{P}vpdp{kind}d{sat}.128"
            f = Fn()
            if kind == "bus":
                a = f("bitcast <4 x i32> %a to <16 x i8>")
                b = f("bitcast <4 x i32> %b to <16 x i8>")
                az = f(f"zext <16 x i8> {a} to <16 x i16>")
                bs = f(f"sext <16 x i8> {b} to <16 x i16>")
                p = f(f"mul <16 x i16> {az}, {bs}")
                n, per, pw = 16, 4, 16
            else:
                a = f("bitcast <4 x i32> %a to <8 x i16>")
                b = f("bitcast <4 x i32> %b to <8 x i16>")
                az = f(f"sext <8 x i16> {a} to <8 x i32>")
                bs = f(f"sext <8 x i16> {b} to <8 x i32>")
                p = f(f"mul <8 x i32> {az}, {bs}")
                n, per, pw = 8, 2, 32
            if not sat:
                e = f(f"sext <{n} x i{pw}> {p} to <{n} x i32>") if pw != 32 else p
                acc = "%acc"
                for t in range(per):
                    part = f(f"shufflevector <{n} x i32> {e}, <{n} x i32> poison, {mask([per * k + t for k in range(4)])}")
                    acc = f(f"add <4 x i32> {acc}, {part}")
                r = acc
            else:
                e = f(f"sext <{n} x i{pw}> {p} to <{n} x i64>")
                acc = f("sext <4 x i32> %acc to <4 x i64>")
                for t in range(per):
                    part = f(f"shufflevector <{n} x i64> {e}, <{n} x i64> poison, {mask([per * k + t for k in range(4)])}")
                    acc = f(f"add <4 x i64> {acc}, {part}")
                r = sat32(f, acc, 4)
            what = "u8 x s8" if kind == "bus" else "s16 x s16"
            how = "saturating to i32" if sat else "wrapping"
            emit(f"cross-avx512.vpdp{kind}d{sat}.128.ll",
                 f"avx512.vpdp{kind}d{sat}.128 as generic IR: {what} products summed per i32 lane into the accumulator, {how}.",
                 [f"declare {T} @{name}({T}, {T}, {T})"], [("", pair("", T, params, call_src(T, name, params), f, r))])


# ---------------------------------------------------------------- tables
def table_lookup(f, n, w, table, tsize, idx, it=None):
    """Lane i = table[idx[i] mod tsize], as extract/insertelement (the semantics' structure)."""
    T = V(n, w)
    cur = "poison"
    for i in range(n):
        e = f(f"extractelement {T} {idx}, i32 {i}")
        m = f(f"and i{w} {e}, {tsize - 1}")
        x = f(f"extractelement {V(tsize, w)} {table}, i{w} {m}")
        cur = f(f"insertelement {T} {cur}, i{w} {x}, i32 {i}")
    return cur


def permvar():
    for letter, n, w in (("hi", 8, 16), ("qi", 16, 8)):
        name = f"{P}permvar.{letter}.128"
        T = V(n, w)
        params = [(T, "a"), (T, "i")]
        f = Fn()
        r = table_lookup(f, n, w, "%a", n, "%i")
        pairs = [("", pair("", T, params, call_src(T, name, params), f, r))]
        # ssse3 pshufb on the index masked to the table (bit 7 clear, so no zeroing).
        g = Fn()
        if letter == "qi":
            m = g(f"and <16 x i8> %i, {splat(16, 8, 15)}")
            r2 = g(f"call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> {m})")
        else:
            m = g(f"and <8 x i16> %i, {splat(8, 16, 7)}")
            # word index k -> byte indices 2k, 2k+1: k * 0x202 + 0x100.
            bi = g(f"mul <8 x i16> {m}, {splat(8, 16, 514)}")
            bi = g(f"add <8 x i16> {bi}, {splat(8, 16, 256)}")
            bb = g(f"bitcast <8 x i16> {bi} to <16 x i8>")
            ab = g("bitcast <8 x i16> %a to <16 x i8>")
            sh = g(f"call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> {ab}, <16 x i8> {bb})")
            r2 = g(f"bitcast <16 x i8> {sh} to <8 x i16>")
        pairs.append(("2", pair("2", T, params, call_src(T, name, params), g, r2)))
        emit(f"cross-avx512.permvar.{letter}.128.ll",
             f"avx512.permvar.{letter}.128: lane i is a[i mod {n}] of the index, as extract/insertelement (@tgt) and as ssse3 pshufb (@tgt2).",
             [f"declare {T} @{name}({T}, {T})", "declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)"], pairs)


def vpermi2var():
    for letter, n, w in (("d", 4, 32), ("q", 2, 64), ("hi", 8, 16), ("qi", 16, 8)):
        name = f"{P}vpermi2var.{letter}.128"
        T = V(n, w)
        params = [(T, "a"), (T, "i"), (T, "b")]
        f = Fn()
        cat = f(f"shufflevector {T} %a, {T} %b, {mask(range(2 * n))}")
        r = table_lookup(f, n, w, cat, 2 * n, "%i")
        pairs = [("", pair("", T, params, call_src(T, name, params), f, r))]
        decls = [f"declare {T} @{name}({T}, {T}, {T})"]
        how = "as extract/insertelement"
        if letter == "d":
            # avx2 permd on a ++ b takes the index mod 8.
            g = Fn()
            cat = g(f"shufflevector <4 x i32> %a, <4 x i32> %b, {mask(range(8))}")
            ix = g(f"shufflevector <4 x i32> %i, <4 x i32> zeroinitializer, {mask(list(range(4)) + [4] * 4)}")
            p = g(f"call <8 x i32> @llvm.x86.avx2.permd(<8 x i32> {cat}, <8 x i32> {ix})")
            r2 = g(f"shufflevector <8 x i32> {p}, <8 x i32> poison, {mask(range(4))}")
            pairs.append(("2", pair("2", T, params, call_src(T, name, params), g, r2)))
            decls.append("declare <8 x i32> @llvm.x86.avx2.permd(<8 x i32>, <8 x i32>)")
            how += " (@tgt) and as avx2 permd on a ++ b (@tgt2)"
        if letter == "qi":
            # two ssse3 pshufb (index mod 16), chosen by index bit 4.
            g = Fn()
            m = g(f"and <16 x i8> %i, {splat(16, 8, 15)}")
            pa = g(f"call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %a, <16 x i8> {m})")
            pb = g(f"call <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8> %b, <16 x i8> {m})")
            bit = g(f"and <16 x i8> %i, {splat(16, 8, 16)}")
            isb = g(f"icmp ne <16 x i8> {bit}, zeroinitializer")
            r2 = g(f"select <16 x i1> {isb}, <16 x i8> {pb}, <16 x i8> {pa}")
            pairs.append(("2", pair("2", T, params, call_src(T, name, params), g, r2)))
            decls.append("declare <16 x i8> @llvm.x86.ssse3.pshuf.b.128(<16 x i8>, <16 x i8>)")
            how += " (@tgt) and as two ssse3 pshufb chosen by index bit 4 (@tgt2)"
        emit(f"cross-avx512.vpermi2var.{letter}.128.ll",
             f"avx512.vpermi2var.{letter}.128: lane i is (a ++ b)[i mod {2 * n}] of the index, {how}.", decls, pairs)


# ---------------------------------------------------------------- pternlog
def pternlog():
    for letter, n, w in (("d", 4, 32), ("q", 2, 64)):
        name = f"{P}pternlog.{letter}.128"
        T = V(n, w)
        params = [(T, "a"), (T, "b"), (T, "c")]
        pairs = []
        imms = (0xCA, 0xE8, 0x96, 0x01, 0x6B, 0x00, 0xFF)
        for idx, imm in enumerate(imms):
            s = "" if idx == 0 else str(idx + 1)
            f = Fn()
            nots = {}

            def lit(var, bit):
                if bit:
                    return f"%{var}"
                if var not in nots:
                    nots[var] = f(f"xor {T} %{var}, {splat(n, w, -1)}")
                return nots[var]
            terms = []
            for mt in range(8):
                if imm >> mt & 1:
                    x = f(f"and {T} {lit('a', mt & 4)}, {lit('b', mt & 2)}")
                    terms.append(f(f"and {T} {x}, {lit('c', mt & 1)}"))
            if not terms:
                r = f(f"and {T} %a, zeroinitializer")
            else:
                r = terms[0]
                for t in terms[1:]:
                    r = f(f"or {T} {r}, {t}")
            pairs.append((s, pair(s, T, params, call_src(T, name, params, f", i32 {imm}"), f, r)))
        emit(f"cross-avx512.pternlog.{letter}.128.ll",
             f"avx512.pternlog.{letter}.128 as the OR of the immediate's minterms (immediates 0xca, 0xe8, 0x96, 0x01, 0x6b, 0x00, 0xff).",
             [f"declare {T} @{name}({T}, {T}, {T}, i32)"], pairs)


# ---------------------------------------------------------------- pmultishift
def pmultishift():
    name = P + "pmultishift.qb.128"
    T = "<16 x i8>"
    params = [(T, "c"), (T, "d")]
    f = Fn()
    q = f("bitcast <16 x i8> %d to <2 x i64>")
    cur = "poison"
    for j in range(16):
        e = f(f"extractelement <16 x i8> %c, i32 {j}")
        m = f(f"and i8 {e}, 63")
        z = f(f"zext i8 {m} to i64")
        x = f(f"extractelement <2 x i64> {q}, i32 {j // 8}")
        r = f(f"call i64 @llvm.fshr.i64(i64 {x}, i64 {x}, i64 {z})")
        t = f(f"trunc i64 {r} to i8")
        cur = f(f"insertelement <16 x i8> {cur}, i8 {t}, i32 {j}")
    emit("cross-avx512.pmultishift.qb.128.ll",
         "avx512.pmultishift.qb.128: byte j is the data qword rotated right by control byte j mod 64, as fshr.",
         [f"declare {T} @{name}({T}, {T})", "declare i64 @llvm.fshr.i64(i64, i64, i64)"],
         [("", pair("", T, params, call_src(T, name, params), f, cur))])


# ---------------------------------------------------------------- mask.pmov
def pmov():
    shapes = {"qb": (2, 64, 16, 8), "qw": (2, 64, 8, 16), "qd": (2, 64, 4, 32),
              "db": (4, 32, 16, 8), "dw": (4, 32, 8, 16), "wb": (8, 16, 16, 8)}
    for kind in ("", "s", "us"):
        for sh, (n, w, rn, rw) in shapes.items():
            name = f"{P}mask.pmov{kind}.{sh}.128"
            S, R, N = V(n, w), V(rn, rw), V(n, rw)
            params = [(S, "x"), (R, "p"), ("i8", "m")]
            decls = [f"declare {R} @{name}({S}, {R}, i8)"]
            f = Fn()
            x = "%x"
            if kind == "s":
                x = f(f"call {S} @llvm.smax.v{n}i{w}({S} {x}, {S} {splat(n, w, -(1 << (rw - 1)))})")
                x = f(f"call {S} @llvm.smin.v{n}i{w}({S} {x}, {S} {splat(n, w, (1 << (rw - 1)) - 1)})")
                decls += [f"declare {S} @llvm.smax.v{n}i{w}({S}, {S})", f"declare {S} @llvm.smin.v{n}i{w}({S}, {S})"]
            elif kind == "us":
                x = f(f"call {S} @llvm.umin.v{n}i{w}({S} {x}, {S} {splat(n, w, (1 << rw) - 1)})")
                decls += [f"declare {S} @llvm.umin.v{n}i{w}({S}, {S})"]
            t = f(f"trunc {S} {x} to {N}")
            mm = f(f"trunc i8 %m to i{n}") if n < 8 else "%m"
            mb = f(f"bitcast i{n} {mm} to <{n} x i1>")
            pl = f(f"shufflevector {R} %p, {R} poison, {mask(range(n))}") if n < rn else "%p"
            sel = f(f"select <{n} x i1> {mb}, {N} {t}, {N} {pl}")
            r = f(f"shufflevector {N} {sel}, {N} zeroinitializer, {mask(list(range(n)) + [n] * (rn - n))}") if n < rn else sel
            pairs = [("", pair("", R, params, call_src(R, name, params), f, r))]
            how = {"": "trunc", "s": "smax/smin then trunc", "us": "umin then trunc"}[kind]
            desc = f"avx512.mask.pmov{kind}.{sh}.128: {how}, a select by the low {n} mask bits" + (", upper lanes zero" if n < rn else "")
            # sse pack forms of the signed-saturating word/byte narrowings.
            if kind == "s" and sh in ("wb", "dw"):
                g = Fn()
                pk = "llvm.x86.sse2.packsswb.128" if sh == "wb" else "llvm.x86.sse2.packssdw.128"
                pr = g(f"call {R} @{pk}({S} %x, {S} zeroinitializer)")
                mb = g(f"bitcast i8 %m to <8 x i1>") if n == 8 else g(f"bitcast i4 {g('trunc i8 %m to i4')} to <4 x i1>")
                lo = g(f"shufflevector {R} {pr}, {R} poison, {mask(range(n))}")
                pl = g(f"shufflevector {R} %p, {R} poison, {mask(range(n))}")
                sel = g(f"select <{n} x i1> {mb}, {N} {lo}, {N} {pl}")
                r2 = g(f"shufflevector {N} {sel}, {N} zeroinitializer, {mask(list(range(n)) + [n] * (rn - n))}")
                pairs.append(("2", pair("2", R, params, call_src(R, name, params), g, r2)))
                decls.append(f"declare {R} @{pk}({S}, {S})")
                desc += f" (@tgt), and as sse2 {pk.split('.')[-2]} with a zero high half (@tgt2)"
            emit(f"cross-avx512.mask.pmov{kind}.{sh}.128.ll", desc + ".", decls, pairs)


for gen in (dbpsadbw, vpmadd52, vnni, permvar, vpermi2var, pternlog, pmultishift, pmov):
    gen()
for fname, text in sorted(files.items()):
    with open(os.path.join(OUT, fname), "w") as fh:
        fh.write(text)
print(len(files), "files")
