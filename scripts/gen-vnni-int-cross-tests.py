#!/usr/bin/env python3
"""Writes test/x86-vnni-int/cross-*.ll: each AVX-VNNI-INT8/INT16 row (LLVM's avx2.vpdp*) against
generic IR (widen, multiply, sum per dword, add the accumulator, saturate), checked by
theseus verify (lit) and runnable by difftest-intrinsics --cross."""
import os

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "test", "x86-vnni-int")
FORMS = [("vpdpbssd", False, True, True), ("vpdpbsud", False, True, False), ("vpdpbuud", False, False, False),
         ("vpdpwsud", True, True, False), ("vpdpwusd", True, False, True), ("vpdpwuud", True, False, False)]


def mask(indices):
    return f"<{len(indices)} x i32> <" + ", ".join(f"i32 {i}" for i in indices) + ">"


def splat(n, ty, v):
    return f"<{n} x {ty}> " + constant(n, ty, v)


def constant(n, ty, v):
    return "<" + ", ".join(f"{ty} {v}" for _ in range(n)) + ">"


def body(n, words, a_signed, b_signed, saturating):
    piece = 16 if words else 8
    per = 32 // piece
    m = n * per
    ext = lambda s: "sext" if s else "zext"
    acc_signed = a_signed or b_signed
    lines = [
        f"  %a.p = bitcast <{n} x i32> %a to <{m} x i{piece}>",
        f"  %b.p = bitcast <{n} x i32> %b to <{m} x i{piece}>",
        f"  %a.w = {ext(a_signed)} <{m} x i{piece}> %a.p to <{m} x i64>",
        f"  %b.w = {ext(b_signed)} <{m} x i{piece}> %b.p to <{m} x i64>",
        f"  %prod = mul <{m} x i64> %a.w, %b.w",
        f"  %acc.w = {ext(acc_signed)} <{n} x i32> %acc to <{n} x i64>",
    ]
    total = "%acc.w"
    for k in range(per):
        lines.append(f"  %part{k} = shufflevector <{m} x i64> %prod, <{m} x i64> poison, {mask([i * per + k for i in range(n)])}")
        lines.append(f"  %sum{k} = add <{n} x i64> {total}, %part{k}")
        total = f"%sum{k}"
    lines.append(f"  %t = trunc <{n} x i64> {total} to <{n} x i32>")
    if saturating and acc_signed:
        lines.append(f"  %over = icmp sgt <{n} x i64> {total}, {constant(n, 'i64', 2147483647)}")
        lines.append(f"  %under = icmp slt <{n} x i64> {total}, {constant(n, 'i64', -2147483648)}")
        lines.append(f"  %low = select <{n} x i1> %under, {splat(n, 'i32', -2147483648)}, <{n} x i32> %t")
        lines.append(f"  %r = select <{n} x i1> %over, {splat(n, 'i32', 2147483647)}, <{n} x i32> %low")
    elif saturating:
        lines.append(f"  %over = icmp ugt <{n} x i64> {total}, {constant(n, 'i64', 4294967295)}")
        lines.append(f"  %r = select <{n} x i1> %over, {splat(n, 'i32', -1)}, <{n} x i32> %t")
    else:
        lines.append(f"  %r = add <{n} x i32> %t, zeroinitializer")
    lines.append(f"  ret <{n} x i32> %r")
    return "\n".join(lines)


def main():
    os.makedirs(OUT, exist_ok=True)
    count = 0
    for stem, words, a_signed, b_signed in FORMS:
        for sat in ("", "s"):
            for bits in (128, 256):
                n = bits // 32
                name = f"llvm.x86.avx2.{stem}{sat}.{bits}"
                v = f"<{n} x i32>"
                text = (f"; {name} is the widened products summed per dword plus the accumulator"
                        f"{', saturated' if sat else ''} (generic IR).\n"
                        "; RUN: %expect-exit 0 %theseus verify --timeout-ms 120000 %s | FileCheck %s\n"
                        "; CHECK: {{^}}correct{{$}}\n\n"
                        f"define {v} @src({v} noundef %acc, {v} noundef %a, {v} noundef %b) {{\n"
                        f"  %r = call {v} @{name}({v} %acc, {v} %a, {v} %b)\n  ret {v} %r\n}}\n\n"
                        f"define {v} @tgt({v} noundef %acc, {v} noundef %a, {v} noundef %b) {{\n"
                        f"{body(n, words, a_signed, b_signed, bool(sat))}\n}}\n\n"
                        f"declare {v} @{name}({v}, {v}, {v})\n")
                with open(os.path.join(OUT, f"cross-{stem}{sat}-{bits}.ll"), "w") as f:
                    f.write(text)
                count += 1
    print(count)


if __name__ == "__main__":
    main()
