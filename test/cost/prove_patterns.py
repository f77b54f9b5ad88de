#!/usr/bin/env python3
"""Proves every isel pattern's meaning with `theseus verify`.

For each pattern of `theseus isel --patterns` and each type it applies to, writes @src (the IR tree
the pattern covers, constants instantiated) and @tgt (the pattern's meaning snippet over the same
leaves) and requires `theseus verify` to answer correct both ways; arguments are noundef, as a
machine register always holds some value (a snippet that reads a leaf twice is otherwise "more
undefined" than one instruction reading it once) (src refines tgt and tgt refines
src). An `unknown` (solver timeout) is reported and not counted as proved; only `incorrect` or bad
input fails the run. Usage: prove_patterns.py THESEUS [--keep DIR] [--only NAME,...] [--timeout-ms MS (3000)]. Exit 0 iff every instantiation is proved."""
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

UNKNOWN = []
TIMEOUT_MS = int(sys.argv[sys.argv.index("--timeout-ms") + 1]) if "--timeout-ms" in sys.argv else 3000
CONSTANTS = {"imm": 16, "vconst": 16, "keeplow": 2**125 - 1, "shamt": 5, "scale": 3, "scalemul": 8, "mul359": 9, "const": 123456789, "pow2": 4}
# Constants for i2..i7 (promoted patterns), which the values above would not fit.
NARROW_CONSTANTS = {"imm": 3, "shamt": 1, "pow2": 2}
BY_ROOT_BITS = {"scalar": lambda b: [f"i{b}"], "vector": lambda b: [f"<{128 // b} x i{b}>"]}
TYPES = {"scalar": ["i32", "i64"], "wide": ["i128"], "vector": ["<4 x i32>", "<8 x i16>", "<16 x i8>"], "any": ["i32"], "promoted": ["i4"]}
ONLY = {"pmaddwd.generic": ["<4 x i32>"], **{n: ["<2 x i64>"] for n in ("pcmpeq.q.sse2", "mask.pcmpeq.q.sse2", "pcmpgt.q.sse2", "mask.pcmpgt.q.sse2")}, "vbswap": ["<4 x i32>", "<8 x i16>"], "pavg.generic": ["<16 x i8>", "<8 x i16>"]}


def shape(ty):
    m = re.fullmatch(r"<(\d+) x i(\d+)>", ty)
    return (int(m.group(1)), int(m.group(2))) if m else (0, int(ty[1:]))


def make(lanes, bits):
    return f"<{lanes} x i{bits}>" if lanes else f"i{bits}"


def with_bits(ty, bits):
    return make(shape(ty)[0], bits)


def elem(ty):
    return f"i{shape(ty)[1]}"


def const_text(ty, value):
    if ty.endswith("i1") or ty == "i1":
        value = "true" if value else "false"
    return f"splat ({elem(ty)} {value})" if shape(ty)[0] else str(value)


def parse(text):
    tokens = re.findall(r"\(|\)|[^\s()]+", text)
    pos = 0

    def node():
        nonlocal pos
        tok = tokens[pos]
        pos += 1
        if tok != "(":
            return tok
        op, kids = tokens[pos], []
        pos += 1
        while tokens[pos] != ")":
            kids.append(node())
        pos += 1
        return [op] + kids

    return node()


class Builder:
    def __init__(self, base):
        self.base, self.body, self.args, self.leaves, self.n = base, [], [], {}, 0

    def leaf(self, tok, ty):
        if tok.startswith("#"):
            return const_text(ty, int(tok[1:]))
        name, _, cls = tok[1:].partition(":")
        if name in self.leaves:
            return self.leaves[name][0]
        narrow = re.fullmatch(r"i[2-7]", ty) and cls in NARROW_CONSTANTS
        if cls in CONSTANTS:
            value = NARROW_CONSTANTS[cls] if narrow else CONSTANTS[cls]
            text = const_text(ty, value)
        elif cls == "imm":
            text, value = const_text(ty, 16), 16
        else:
            text, value = f"%{name}", None
            self.args.append(f"{ty} noundef %{name}")
        self.leaves[name] = (text, ty, value)
        return text

    def emit(self, text):
        self.n += 1
        self.body.append(f"  %v{self.n} = {text}")
        return f"%v{self.n}"

    def gen(self, node, ty):
        if isinstance(node, str):
            return self.leaf(node, ty)
        op, kids = node[0], node[1:]
        base, _, pred = op.partition(".")
        if base == "icmp":
            a, b = self.gen(kids[0], self.base), self.gen(kids[1], self.base)
            return self.emit(f"icmp {pred or 'slt'} {self.base} {a}, {b}")
        if base in ("sext", "zext"):
            kid = kids[0]
            if isinstance(kid, list) and kid[0].startswith("icmp") or isinstance(kid, str) and kid.endswith(":flags"):
                kty = with_bits(ty, 1)
            else:
                kty = with_bits(ty, self.leaf_bits or shape(ty)[1] // 2)
            return self.emit(f"{base} {kty} {self.gen(kid, kty)} to {ty}")
        if base == "trunc":
            kty = with_bits(ty, shape(ty)[1] * 2)
            return self.emit(f"trunc {kty} {self.gen(kids[0], kty)} to {ty}")
        if base == "select":
            c = self.gen(kids[0], with_bits(ty, 1))
            return self.emit(f"select {with_bits(ty, 1)} {c}, {ty} {self.gen(kids[1], ty)}, {ty} {self.gen(kids[2], ty)}")
        if op.startswith("shuffle:"):
            lanes, bits = shape(ty)
            kty = make(2 * lanes, bits)
            first = 0 if op.endswith("even") else 1
            mask = ", ".join(f"i32 {2 * i + first}" for i in range(lanes))
            return self.emit(f"shufflevector {kty} {self.gen(kids[0], kty)}, {kty} poison, <{lanes} x i32> <{mask}>")
        if op.startswith("call:"):
            stem = op[5:]
            args = [f"{ty} {self.gen(kids[0], ty)}"]
            if stem in ("llvm.abs", "llvm.ctlz", "llvm.cttz"):
                args.append("i1 false")
            else:
                args += [f"{ty} {self.gen(k, ty)}" for k in kids[1:]]
            return self.emit(f"call {ty} @{stem}.{mangle(ty)}({', '.join(args)})")
        return self.emit(f"{base} {ty} {self.gen(kids[0], ty)}, {self.gen(kids[1], ty)}")


def mangle(ty):
    lanes, bits = shape(ty)
    return f"v{lanes}i{bits}" if lanes else f"i{bits}"


def instantiate(p, base):
    tree = parse(p["tree"])
    b = Builder(base)
    b.leaf_bits = p["leafBits"] if p["leafBits"] and (p["leafBits"] != 1 or p["types"] == "vector") else 0
    root_is_cmp = isinstance(tree, list) and tree[0].startswith("icmp")
    root_ty = with_bits(base, 1) if root_is_cmp or (isinstance(tree, str) and tree.endswith(":flags")) else base
    if isinstance(tree, str) and tree.endswith(":flags"):
        b.base = base = with_bits(base, 1)
    result = b.gen(tree, root_ty)
    first = next(iter(b.leaves.values()))
    tty = first[1]
    meaning = p["meaning"]
    bits = shape(tty)[1]
    subst = {"{R.bool}": with_bits(root_ty, 1), "{T.double}": with_bits(tty, 2 * bits), "{T.bits}": str(bits),
             "{Te.min}": str(-(1 << (bits - 1))), "{Re.bits.minus1}": str(shape(root_ty)[1] - 1), "{Re}": elem(root_ty), "{T}": tty, "{Te}": elem(tty), "{Tl}": {8: "b", 16: "w", 32: "d", 64: "q"}.get(shape(tty)[1], "?"),
             "{M}": mangle(tty), "{R}": root_ty, "{P}": "slt"}
    for k, v in subst.items():
        meaning = meaning.replace(k, v)
    for name, (text, ty, value) in sorted(b.leaves.items(), key=lambda kv: -len(kv[0])):
        if value is not None:
            if f"${name}.pow2" in meaning:
                meaning = meaning.replace(f"${name}.pow2", str(2 ** value))
            meaning = meaning.replace(f"${name}.minus1", str(value - 1))
            meaning = meaning.replace(f"${name}.comp", str(bits - value))
        meaning = meaning.replace(f"${name}", text)
    args = ", ".join(b.args)
    src = f"define {root_ty} @src({args}) {{\n" + "\n".join(b.body) + f"\n  ret {root_ty} {result}\n}}\n"
    tgt = f"define {root_ty} @tgt({args}) {{\n" + "\n".join("  " + line for line in meaning.split("\n")) + f"\n  ret {root_ty} %r\n}}\n"
    return src, tgt


def verify(theseus, directory, name, src, tgt):
    ok = True
    for label, first, second in (("src->tgt", src, tgt.replace("@tgt", "@tgt")), ("tgt->src", tgt.replace("@tgt", "@src"), src.replace("@src", "@tgt"))):
        path = Path(directory) / f"{name}.{label}.ll"
        path.write_text(first + "\n" + second)
        r = subprocess.run([theseus, "verify", "--timeout-ms", str(TIMEOUT_MS), str(path)], capture_output=True, text=True, timeout=120 + TIMEOUT_MS // 1000)
        if r.returncode == 2:
            print(f"UNKNOWN {name} {label}: the verifier answered unknown or timed out ({TIMEOUT_MS} ms); not counted as proved")
            UNKNOWN.append(name)
        elif r.returncode != 0:
            print(f"FAIL {name} {label}: exit {r.returncode}\n{path.read_text()}{r.stdout}{r.stderr}")
            ok = False
    return ok


ROW = re.compile(r"^(llvm\.x86\.\S+)\s+(<[^>]+>|i\d+)\s+\((.*)\)\s+family:.*feature: (\S+)")
ROW_FEATURES = {"sse2", "ssse3", "sse4.1", "avx2"}


def x86_rows(theseus):
    """The SSE/AVX2 rows of `theseus list-intrinsics`: (name, result type, parameter types)."""
    out = subprocess.run([theseus, "list-intrinsics"], capture_output=True, text=True, check=True).stdout
    rows = []
    for line in out.splitlines():
        m = ROW.match(line)
        if m and m.group(4) in ROW_FEATURES:
            rows.append((m.group(1), m.group(2), [t.strip() for t in re.findall(r"<[^>]+>|i\d+", m.group(3))]))
    return rows


def rows_matching(rows, suffix):
    needle = "." + suffix
    return [r for r in rows if (i := r[0].find(needle)) >= 0 and (i + len(needle) == len(r[0]) or r[0][i + len(needle)] == ".")]


def lanes_mask(lanes, first):
    return f"<{lanes} x i32> <" + ", ".join(f"i32 {2 * i + first}" for i in range(lanes)) + ">"


def instantiate_row(p, row):
    """@src calls the x86 row on the pattern's leaves (scalar parameters the constant 5); @tgt is
    the pattern's meaning in generic IR."""
    name, result, params = row
    leaves = [k for k in parse(p["tree"])[1:]]
    args, call_args, text = [], [], {}
    for leaf, ty in zip(leaves, params):
        leaf_name = leaf[1:].split(":")[0]
        if ty.startswith("<"):
            args.append(f"{ty} noundef %{leaf_name}")
            call_args.append(f"{ty} %{leaf_name}")
            text[leaf_name] = f"%{leaf_name}"
        else:
            call_args.append(f"{ty} 5")
            text[leaf_name] = "5"
    t = params[0]
    bits = shape(t)[1]
    subst = {"{T.double}": with_bits(t, 2 * bits), "{Te.double}": f"i{2 * bits}", "{Te.bits.minus1}": str(bits - 1), "{T.bool}": with_bits(t, 1),
             "{mask.even}": lanes_mask(shape(result)[0], 0), "{mask.odd}": lanes_mask(shape(result)[0], 1), "{Te}": elem(t), "{T}": t,
             "{M}": mangle(t), "{R}": result}
    meaning = p["meaning"]
    for k, v in subst.items():
        meaning = meaning.replace(k, v)
    for leaf_name, value in sorted(text.items(), key=lambda kv: -len(kv[0])):
        meaning = meaning.replace(f"${leaf_name}", value)
    src = f"define {result} @src({', '.join(args)}) {{\n  %r = call {result} @{name}({', '.join(call_args)})\n  ret {result} %r\n}}\n"
    tgt = f"define {result} @tgt({', '.join(args)}) {{\n" + "\n".join("  " + line for line in meaning.split("\n")) + f"\n  ret {result} %r\n}}\n"
    return src, tgt


def main():
    theseus = sys.argv[1]
    directory = sys.argv[sys.argv.index("--keep") + 1] if "--keep" in sys.argv else tempfile.mkdtemp(prefix="isel-patterns-")
    Path(directory).mkdir(parents=True, exist_ok=True)
    patterns = [json.loads(line) for line in subprocess.run([theseus, "isel", "--patterns"], capture_output=True, text=True, check=True).stdout.splitlines()]
    proved = failed = skipped = 0
    only = sys.argv[sys.argv.index("--only") + 1].split(",") if "--only" in sys.argv else None
    for p in patterns:
        if only and p["name"] not in only:
            continue
        if not p["meaning"]:
            why = ("a single shufflevector of a shape (IselShuffle.h, unit-tested)" if p["tree"].startswith("(shuffle:")
                   else "the x86 intrinsic row itself (semantics/x86, test/x86-*)" if p["tree"].startswith("(x86:")
                   else "its one IR instruction (a bitcast, a lane moved in or out)")
            print(f"skip {p['name']}: its meaning is {why}")
            skipped += 1
            continue
        if p["tree"].startswith("(x86:"):
            for row in rows_matching(x86_rows(theseus), parse(p["tree"])[0][4:]):
                src, tgt = instantiate_row(p, row)
                if verify(theseus, directory, re.sub(r"[^A-Za-z0-9.]", "_", f"{p['name']}.{row[0]}"), src, tgt):
                    proved += 1
                else:
                    failed += 1
            continue
        bases = ONLY.get(p["name"], TYPES[p["types"]])
        if p["leafBits"] == 32 and not p["rootBits"]:
            bases = ["i64"]
        if p["rootBits"]:
            bases = BY_ROOT_BITS[p["types"]](p["rootBits"])
        if p["leafBits"] == 1 and p["types"] != "vector":
            bases = ["i1"]
        for base in bases:
            src, tgt = instantiate(p, base)
            name = re.sub(r"[^A-Za-z0-9.]", "_", f"{p['name']}.{base}")
            if verify(theseus, directory, name, src, tgt):
                proved += 1
            else:
                failed += 1
    unknown = len(set(UNKNOWN))
    print(f"isel patterns: {proved - unknown} instantiations proved both ways, {unknown} unknown (verifier timeout), "
          f"{failed} failed, {skipped} patterns whose meaning is an x86 intrinsic row, one shufflevector or one lane move")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
