#!/usr/bin/env python3
"""Fails when a library includes a header its layer may not see.

ir/ sees no LLVM or Z3; semantics/ sees ir and no LLVM or Z3; Z3 appears only in verify/;
LLVM headers appear only in bridge/, cost/, difftest/, tools/, fuzz/, poly/ (isl from Polly),
cachemiss/, cut/, driver/ and plugin/; difftest/ reaches Z3 only through verify/; synth/ sees
cost/ only through its LLVM-free interface cost/CostModel.h; store/ sees only ir/. A folder with
sub-folders in the table (cut/extract, cut/fastpath, cut/apply) is layered by sub-folder."""
import re
import sys
from pathlib import Path

ALLOWED = {
    "ir": {"ir"},
    "semantics": {"ir", "semantics"},
    "verify": {"ir", "semantics", "verify", "z3"},
    "bridge": {"ir", "bridge", "llvm"},
    "cost": {"ir", "bridge", "cost", "llvm"},
    "difftest": {"ir", "semantics", "verify", "bridge", "difftest", "llvm"},
    "synth": {"ir", "semantics", "verify", "cost", "synth"},
    "poly": {"poly", "llvm"},
    "cachemiss": {"ir", "bridge", "poly", "cachemiss", "llvm"},
    "store": {"ir", "store"},
    "cut/extract": {"ir", "bridge", "cut/extract", "llvm"},
    "cut/fastpath": {"ir", "store", "cut/extract", "cut/fastpath", "llvm"},
    "cut/apply": {"ir", "cut/extract", "cut/fastpath", "cut/apply", "llvm"},
    "driver": {"ir", "semantics", "verify", "bridge", "cost", "synth", "cut/extract", "cut/fastpath", "cut/apply", "store", "driver", "llvm"},
    "plugin": {"ir", "semantics", "verify", "bridge", "cost", "synth", "cut/extract", "cut/fastpath", "cut/apply", "store", "driver",
               "plugin", "llvm"},
}
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)


def layer_of(header: str) -> str | None:
    if header.startswith("llvm/") or header.startswith("llvm-c/"):
        return "llvm"
    if header.startswith("z3"):
        return "z3"
    parts = header.split("/")
    for depth in (2, 1):
        folder = "/".join(parts[:depth])
        if len(parts) > depth and folder in ALLOWED:
            return folder
    return None


def main() -> int:
    root = Path(sys.argv[1])
    bad = []
    for folder, allowed in ALLOWED.items():
        for path in sorted((root / folder).rglob("*")):
            if path.suffix not in {".h", ".cpp"}:
                continue
            for header in INCLUDE.findall(path.read_text()):
                layer = layer_of(header)
                if layer is not None and layer not in allowed:
                    bad.append(f"{path.relative_to(root)}: includes <{header}> ({layer} is not below {folder})")
    for line in bad:
        print(line)
    print(f"layering: {len(bad)} violations")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
