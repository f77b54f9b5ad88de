"""What the plugin applied, read from its JSON reports, and the assembly of each rewrite's region
before and after: the instructions of the rewritten function whose debug location is the
rewrite's source line, in the -S -g listings of the plain and the plugin build."""
import json
import re
from pathlib import Path

SHARE_KEYS = ("block_share", "frequency_share", "block_frequency_share", "share")


def read_reports(path: Path):
    """The JSON objects the plugin appended to `path` (one per module), in order."""
    if not path.exists():
        return []
    text, decoder, at, objects = path.read_text(), json.JSONDecoder(), 0, []
    while at < len(text):
        while at < len(text) and text[at].isspace():
            at += 1
        if at < len(text):
            obj, at = decoder.raw_decode(text, at)
            objects.append(obj)
    return objects


def applied_records(path: Path):
    """Every record of outcome "applied" in the reports at `path`, each with its rewrite's text and
    costs (a report gives them once per cut; a later record of the same cut, "same cut as an
    earlier one in this run", leaves the text empty and the costs 0)."""
    records = [r for obj in read_reports(path) for r in obj.get("records", [])]
    first = {}
    for r in records:
        if r.get("rewrite"):
            first.setdefault(r["cut"], r)
    out = []
    for r in records:
        if r.get("outcome") != "applied":
            continue
        known = first.get(r.get("cut"), r)
        out.append(dict(r, rewrite=known.get("rewrite", ""), source_cost=known.get("source_cost"), rewrite_cost=known.get("rewrite_cost")))
    return out


def frequency_share(record):
    """The record's root-block share of its function's execution, when the report carries one
    (a field named like SHARE_KEYS or containing "share"), else None."""
    for key in SHARE_KEYS + tuple(k for k in record if "share" in k and k not in SHARE_KEYS):
        value = record.get(key)
        if isinstance(value, (int, float)):
            return float(value)
    return None


class Listing:
    """An assembly listing read once: each function's instructions, each with its debug location
    (file basename, line, column) and the label of its block."""

    def __init__(self, path):
        text = Path(path).read_text()
        files = {}
        for found in re.finditer(r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?', text, re.M):
            files[found.group(1)] = Path(found.group(3) or found.group(2)).name
        self.functions, current, here, label = {}, None, None, None
        for line in text.splitlines():
            stripped = line.strip()
            if current is None:
                head = re.match(r"^([^\s.#][^\s:]*):(\s|$)", line)
                if head:
                    current, here, label = head.group(1), None, None
                    self.functions[current] = []
            elif line.startswith(".Lfunc_end"):
                current = None
            elif stripped.startswith(".loc"):
                loc = re.match(r"\.loc\s+(\d+)\s+(\d+)(?:\s+(\d+))?", stripped)
                here = (files.get(loc.group(1)), int(loc.group(2)), int(loc.group(3) or 0)) if loc else None
            elif re.match(r"^[.\w$]+:", line):
                if not line.startswith(".Ltmp"):
                    label = line.split(":")[0]
            elif stripped and not stripped.startswith((".", "#")):
                self.functions[current].append((here, label, stripped))


def _located(instructions, wanted: str, line: int, column):
    """The instructions whose location is `wanted`:`line` (and `column` unless None), each
    block's first one preceded by the block's label."""
    shown, out = None, []
    for here, label, text in instructions:
        if here and here[:2] == (wanted, line) and column in (None, here[2]):
            if label != shown:
                out.append(f"{label}:")
                shown = label
            out.append("    " + text)
    return out


def region_assembly(listings, function: str, file: str, line: int, column: int):
    """The instructions of `function` located at `file`:`line`:`column` (or, when none is, at
    `file`:`line`), with the labels of their blocks, in whichever of `listings` (Listing objects)
    defines the function; "" when none does."""
    if line == 0:
        return "(the rewritten instruction has no debug location)"
    for listing in listings:
        body = listing.functions.get(function)
        if body is None:
            continue
        wanted = Path(file).name
        exact = _located(body, wanted, line, column)
        if exact:
            return f"(instructions at line {line}, column {column})\n" + "\n".join(exact)
        whole = _located(body, wanted, line, None)
        if whole:
            return f"(no instruction at column {column}; every instruction of line {line})\n" + "\n".join(whole)
        return "(no instruction of this line is left in the function)"
    return ""
