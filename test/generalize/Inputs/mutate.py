#!/usr/bin/env python3
"""Runs a theseus verb on mutations of a seed file and fails on any crash, hang or undocumented exit.

usage: mutate.py COUNT SEED_FILE -- THESEUS VERB [ARGS...]   (the mutated file is appended)

Each mutation (deterministic: mutation i uses random.Random(i)) changes the seed one way: a number
replaced by another (0, 1, -1, a width's edge, a large value), an opcode or type replaced by
another, a line deleted or duplicated, the text truncated, or a byte flipped. The verb must exit
with one of the shared exit codes 0..4 within 60 s; a signal, an abort or a timeout fails.
"""
import random
import re
import subprocess
import sys
import tempfile
from pathlib import Path

OPCODES = ["add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr", "udiv", "sdiv", "urem", "icmp eq", "select"]
TYPES = ["i1", "i7", "i8", "i16", "i32", "i64", "i65", "i128", "<4 x i32>", "<2 x i8>", "ptr", "float"]
NUMBERS = ["0", "1", "-1", "2", "7", "8", "63", "64", "127", "-128", "255", "65535", "4294967295", "18446744073709551615"]


def mutate(text: str, rng: random.Random) -> str:
    kind = rng.randrange(7)
    lines = text.splitlines()
    if kind == 0:
        spots = [m for m in re.finditer(r"(?<![%\w])-?\d+\b", text)]
        if spots:
            m = rng.choice(spots)
            return text[: m.start()] + rng.choice(NUMBERS) + text[m.end():]
    if kind == 1:
        spots = [m for m in re.finditer(r"= (\w+)", text)]
        if spots:
            m = rng.choice(spots)
            return text[: m.start(1)] + rng.choice(OPCODES) + text[m.end(1):]
    if kind == 2:
        spots = [m for m in re.finditer(r"\bi\d+\b", text)]
        if spots:
            m = rng.choice(spots)
            return text[: m.start()] + rng.choice(TYPES) + text[m.end():]
    if kind == 3 and lines:
        del lines[rng.randrange(len(lines))]
        return "\n".join(lines) + "\n"
    if kind == 4 and lines:
        i = rng.randrange(len(lines))
        lines.insert(i, lines[i])
        return "\n".join(lines) + "\n"
    if kind == 5:
        return text[: rng.randrange(len(text) + 1)]
    data = bytearray(text.encode())
    if data:
        data[rng.randrange(len(data))] ^= 1 << rng.randrange(8)
    return data.decode(errors="replace")


def main() -> int:
    count, seed = int(sys.argv[1]), Path(sys.argv[2])
    command = sys.argv[sys.argv.index("--") + 1:]
    text = seed.read_text()
    failures = 0
    seen = {}
    with tempfile.TemporaryDirectory() as work:
        for i in range(count):
            mutant = Path(work) / f"mutant-{i}.ll"
            mutant.write_text(mutate(text, random.Random(i)))
            try:
                done = subprocess.run(command + [str(mutant)], capture_output=True, text=True, timeout=60)
                code = done.returncode
            except subprocess.TimeoutExpired:
                code = "timeout"
            seen[code] = seen.get(code, 0) + 1
            if code not in (0, 1, 2, 3, 4):
                failures += 1
                print(f"FAIL mutation {i}: exit {code}\n--- input:\n{mutant.read_text()}\n--- stderr:\n{done.stderr[-2000:] if code != 'timeout' else ''}")
    print("exit codes:", ", ".join(f"{k}: {v}" for k, v in sorted(seen.items(), key=str)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
