#!/usr/bin/env python3
"""Writes or checks cost/isel/IselLoweredPatterns.cpp: LLVM 19's lowering of one IR operation on
one exact type, for the operations and types the hand-written isel rules do not cover.

usage: lowered_from_llc.py generate THESEUS [--out FILE]   add the combinations THESEUS's isel
                                                            model cannot price (kept: the rows
                                                            already in FILE), sequences from llc-19
       lowered_from_llc.py check [--table FILE]            every row's opcodes are what llc-19
                                                            emits today (exit 1 with a diff if not)

Every probe is a one-operation function over every integer type class: scalars i8..i128 and odd
widths, vectors of i1..i64 lanes from 16 to 1024 bits. Its MC opcodes are read from
`llc-19 -O2 -mcpu=CPU -asm-show-inst` (VZEROUPPER, the return and the calling convention's moves
dropped). Rows are made for three
CPUs: x86-64-v4 (feature avx512bw), x86-64-v3 (feature avx2, avoided on AVX-512 CPUs, which lower differently) and x86-64
(SSE2, avoided on AVX CPUs); each CPU of those families then weighs the opcodes by its own
scheduling model.
"""
import argparse
import json
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
TABLE = HERE / "IselLoweredPatterns.cpp"
CPUS = [("x86-64-v4", "avx512bw", ""), ("x86-64-v3", "avx2", "avx512f"), ("x86-64", "", "avx")]

SCALARS = [8, 16, 32, 64, 128, 3, 7, 12, 24, 48]
VECTORS = [(l, b) for b in (8, 16, 32, 64) for l in (2, 4, 8, 16, 32, 64) if 16 <= l * b <= 1024] + \
          [(l, 1) for l in (2, 4, 8, 16, 32, 64)]
PREDICATES = ["eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"]


def ty(lanes, bits):
    return f"i{bits}" if lanes == 0 else f"<{lanes} x i{bits}>"


def mangled(lanes, bits):
    return f"i{bits}" if lanes == 0 else f"v{lanes}i{bits}"


def held_bits(lanes, bits):
    """Total bits of the type as isel holds it (maskRegisterType: i1 lanes as mask lanes)."""
    if lanes and bits == 1:
        return 128 if lanes <= 16 else lanes * 8
    return bits if lanes == 0 else lanes * bits


def vconst(lanes, bits):
    if lanes == 0:
        return "1234567" if bits > 24 else "5"
    return "<" + ", ".join(f"i{bits} {(i * 37 + 5) % (2 ** min(bits - 1, 7))}" for i in range(lanes)) + ">"


def splat(lanes, bits, v):
    return str(v) if lanes == 0 else f"splat (i{bits} {v})"


def probes():
    """(name, tree, root (lanes, bits), leaf (lanes, bits), IR body, argument types)."""
    out = []
    for lanes, bits in [(0, s) for s in SCALARS] + VECTORS:
        t, m, k = ty(lanes, bits), mangled(lanes, bits), mangled(lanes, bits)
        me = (lanes, bits)
        def add(op, tree, root, body, args, leaf=me, returns=None):
            out.append((f"{op}__{k}", tree, root, leaf, body, args, ty(*(returns or root))))
        ops = ["add", "sub", "and", "or", "xor"] + ([] if bits == 1 else ["mul", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "srem"])
        for op in ops:
            add(op, f"({op} $a $b)", me, f"%r = {op} {t} %a, %b", [t, t])
        if bits > 1:
            leafclass = "vconst" if lanes else "const"
            for op in ["add", "and", "or", "xor", "mul"]:
                add(op + "c", f"({op} $a $c:{leafclass})", me, f"%r = {op} {t} %a, {vconst(lanes, bits)}", [t])
            for op in ["shl", "lshr", "ashr"]:
                add(op + "i", f"({op} $a $c:shamt)", me, f"%r = {op} {t} %a, {splat(lanes, bits, 1 if bits < 4 else 3)}", [t])
            for p in PREDICATES:
                mask = "i1" if lanes == 0 else f"<{lanes} x i1>"
                if lanes:
                    add("icmp" + p, f"(icmp.{p} $a $b)", (lanes, 1), f"%k = icmp {p} {t} %a, %b\n  %r = sext {mask} %k to {t}", [t, t], returns=me)
            for mm in ["smin", "smax", "umin", "umax", "uadd.sat", "usub.sat", "sadd.sat", "ssub.sat"]:
                add(mm.replace(".", ""), f"(call:llvm.{mm} $a $b)", me, f"%r = call {t} @llvm.{mm}.{m}({t} %a, {t} %b)", [t, t])
            add("abs", "(call:llvm.abs $a $p:imm)", me, f"%r = call {t} @llvm.abs.{m}({t} %a, i1 false)", [t])
            add("ctpop", "(call:llvm.ctpop $a)", me, f"%r = call {t} @llvm.ctpop.{m}({t} %a)", [t])
            for count in ("cttz", "ctlz"):
                add(count, f"(call:llvm.{count} $a $p:imm)", me, f"%r = call {t} @llvm.{count}.{m}({t} %a, i1 false)", [t])
            if bits % 16 == 0:
                add("bswap", "(call:llvm.bswap $a)", me, f"%r = call {t} @llvm.bswap.{m}({t} %a)", [t])
        if lanes:
            et = f"i{bits}"
            add("extract", "(extractelement $a $i:imm)", (0, bits), f"%r = extractelement {t} %a, i64 1", [t])
            add("insert", "(insertelement $a $b $i:imm)", me, f"%r = insertelement {t} %a, {et} %b, i64 1", [t, et])
            reductions = ["or", "and", "xor"] + ([] if bits == 1 else ["add", "umax", "smax", "umin", "smin"])
            for r in reductions:
                add("r" + r, f"(call:llvm.vector.reduce.{r} $a)", (0, bits), f"%r = call {et} @llvm.vector.reduce.{r}.{m}({t} %a)", [t])
        for nb in (1, 8, 16, 32, 64, 128):
            if nb == bits or (lanes == 0 and nb == 1):
                continue
            to = (lanes, nb)
            if nb > bits:
                for op in ("zext", "sext"):
                    add(f"{op}{nb}", f"({op} $a)", to, f"%r = {op} {t} %a to {ty(*to)}", [t])
            elif nb == 1:
                # an i1 vector result read back as lane masks (sext is free for a mask), not as
                # the calling convention returns it
                add("trunc1", "(trunc $a)", to, f"%k = trunc {t} %a to {ty(*to)}\n  %r = sext {ty(*to)} %k to {t}", [t], returns=me)
            else:
                add(f"trunc{nb}", "(trunc $a)", to, f"%r = trunc {t} %a to {ty(*to)}", [t])
    return out


def probe_module(items):
    text = []
    for name, _, _, _, body, args, returns in items:
        params = ", ".join(f"{a} %{chr(97 + i)}" for i, a in enumerate(args))
        text.append(f"define {returns} @{name}({params}) {{\n  {body}\n  ret {returns} %r\n}}\n")
    return "\n".join(text)


def abi_move(opcode, line):
    """A plain move of an argument passed in memory or of a result returned through memory (sret):
    the calling convention's, not the operation's (vectors wider than the argument registers)."""
    text = line.split("#")[0]
    return re.match(r"V?MOV\w*(rm|mr)$", opcode) is not None and re.search(r"\((%rsp|%rdi|%rax)\)", text) is not None


def llc_opcodes(module_text, cpu):
    """Function name -> MC opcode names, from llc-19 -asm-show-inst."""
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(module_text)
    asm = subprocess.run(["llc-19", "-O2", f"-mcpu={cpu}", "-mtriple=x86_64-unknown-linux-gnu", "-asm-show-inst", "-o", "-", f.name],
                         capture_output=True, text=True, check=True).stdout
    result, current = {}, None
    for line in asm.splitlines():
        m = re.match(r"^([A-Za-z_][\w.]*):", line)
        if m and not line.startswith(".L"):
            current = m.group(1)
            result[current] = []
            continue
        m = re.search(r"<MCInst #\d+ (\w+)", line)
        if m and current and m.group(1) not in ("RET64", "VZEROUPPER") and not abi_move(m.group(1), line):
            result[current].append(m.group(1))
    return result


def unpriced(theseus, module_text, cpu):
    with tempfile.NamedTemporaryFile("w", suffix=".ll", delete=False) as f:
        f.write(module_text)
    run = subprocess.run([theseus, "cost", f.name, "--model", "isel", "--mcpu", cpu, "--json"], capture_output=True, text=True)
    return {o["function"] for o in map(json.loads, run.stdout.splitlines()) if "error" in o}


def type_class(root, leaf):
    if root[0] == 0 and root[1] == 1:
        return "T::Any"
    if root[0]:
        return "T::Vector"
    return "T::Wide" if root[1] == 128 else "T::Scalar"


ROW = re.compile(r'^\s*lowered\(\{"llc\.(?P<cpu>[\w-]+)\.(?P<probe>\w+)", .*?, K::Reg, T::\w+, "(?P<mc>[^"]*)"')


def read_rows(path):
    rows = {}
    if path.exists():
        for line in path.read_text().splitlines():
            m = ROW.match(line)
            if m:
                rows[(m.group("cpu"), m.group("probe"))] = m.group("mc").split()
    return rows


def row_text(cpu, feature, avoid, item, mc):
    name, tree, root, leaf = item[:4]
    # as buildInstance reads them: an i1 result is classed by its operand's type
    whole = held_bits(*leaf) if root[1] == 1 else max(held_bits(*root), held_bits(*leaf))
    why = f"{tree} on {ty(*leaf)} to {ty(*root)}: what llc-19 -mcpu={cpu} emits"
    return (f'    lowered({{"llc.{cpu}.{name}", "{tree}", K::Reg, {type_class(root, leaf)}, "{" ".join(mc)}", 5, "{why}", ""}}, '
            f'"{feature}", "{avoid}", {leaf[1]}, {root[1]}, {whole}),')


HEADER = '''// GENERATED by cost/isel/lowered_from_llc.py from llc-19's output; do not edit by hand
// (`python3 cost/isel/lowered_from_llc.py generate build/bin/theseus` adds rows,
// `python3 cost/isel/lowered_from_llc.py check` compares every row with llc-19 today).
// Each row is LLVM 19's lowering of one IR operation on one exact type that the hand-written
// rules do not cover (vector truncations, reductions, divisions scalarized, 512-bit and wider
// vectors, narrow vectors, odd integer widths, i128 shifts and multiplies, ...), as the MC opcodes
// llc emits for it for x86-64-v4 (AVX-512 CPUs), x86-64-v3 (AVX2 CPUs without AVX-512) or x86-64
// (SSE2 CPUs without AVX);
// each CPU weighs them with its own scheduling model. The operation's meaning is the tree itself.
#include "cost/isel/IselPatterns.h"
#include "cost/isel/PackedPatterns.h"

namespace theseus::cost {

namespace {

using K = ResultKind;
using T = TypeClass;

// A row for exactly one root and first-leaf element width and one total width, its instructions
// the whole value's (not repeated per register part), on CPUs with `feature` and without `avoid`.
constexpr Pattern lowered(Pattern p, std::string_view feature, std::string_view avoid, unsigned leafBits, unsigned rootBits, unsigned wholeBits) {
  p.feature = feature;
  p.avoidOn = avoid;
  p.leafBits = leafBits;
  p.rootBits = rootBits;
  p.wholeBits = wholeBits;
  return p;
}

'''

CHUNK = 100  # rows per table: a constant expression over more exceeds the compiler's step limit


def tables(lines):
    """The rows in tables of CHUNK rows, each packed (PackedPatterns.h), and addLoweredPatterns."""
    out, names = [], []
    for n in range(0, len(lines), CHUNK):
        name = f"kLowered{n // CHUNK}"
        names.append(name)
        out.append(f"constexpr Pattern {name}[] = {{\n" + "\n".join(lines[n:n + CHUNK]) + "\n};\n"
                   f"constexpr auto {name}Packed = packPatterns<packedTextSize({name})>({name});\n"
                   f"static_assert(unpacksTo({name}Packed, {name}));\n")
    body = "\n".join(out) + "\n} // namespace\n\nvoid addLoweredPatterns(std::vector<Pattern>& out) {\n"
    body += "".join(f"  appendPatterns({name}Packed, out);\n" for name in names)
    return body + "}\n\n} // namespace theseus::cost\n"


def generate(theseus, out):
    items = probes()
    by_name = {i[0]: i for i in items}
    module = probe_module(items)
    kept = read_rows(out)
    lines = []
    for cpu, feature, avoid in CPUS:
        missing = unpriced(theseus, module, cpu) | {p for (c, p) in kept if c == cpu}
        opcodes = llc_opcodes(module, cpu)
        for name in sorted(missing, key=lambda n: [i[0] for i in items].index(n) if n in by_name else 0):
            if name not in by_name or not opcodes.get(name) or len(opcodes[name]) > 160:
                continue
            if any(op.startswith(("CALL", "PUSH", "POP")) or re.search(r"mr$|mr_", op) for op in opcodes[name]):  # spills
                continue
            lines.append(row_text(cpu, feature, avoid, by_name[name], opcodes[name]))
    out.write_text(HEADER + tables(lines))
    print(f"{len(lines)} rows written to {out}")


def check(table):
    rows = read_rows(table)
    module = probe_module(probes())
    bad = 0
    for cpu, _, _ in CPUS:
        opcodes = llc_opcodes(module, cpu)
        for (c, probe), mc in sorted(rows.items()):
            if c == cpu and opcodes.get(probe) != mc:
                bad += 1
                print(f"llc.{cpu}.{probe}: table {' '.join(mc)}\n{' ' * (len(cpu) + len(probe) + 6)}llc   {' '.join(opcodes.get(probe, []))}")
    print(f"{len(rows)} rows, {bad} differ from llc-19")
    return 1 if bad else 0


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("mode", choices=["generate", "check"])
    p.add_argument("theseus", nargs="?")
    p.add_argument("--out", "--table", dest="table", default=str(TABLE))
    a = p.parse_args()
    if a.mode == "generate":
        if not a.theseus:
            p.error("generate needs the theseus binary")
        generate(a.theseus, Path(a.table))
        return 0
    return check(Path(a.table))


if __name__ == "__main__":
    sys.exit(main())
