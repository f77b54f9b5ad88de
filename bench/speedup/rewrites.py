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
    """Every record of outcome "applied" in the reports at `path`, each with its rewrite's text
    (a report spells a rewrite out once per cut; later records of the same cut leave it empty)."""
    records = [r for obj in read_reports(path) for r in obj.get("records", [])]
    texts = {r["cut"]: r["rewrite"] for r in records if r.get("rewrite")}
    return [dict(r, rewrite=r.get("rewrite") or texts.get(r.get("cut"), "")) for r in records if r.get("outcome") == "applied"]


def frequency_share(record):
    """The record's root-block share of its function's execution, when the report carries one
    (a field named like SHARE_KEYS or containing "share"), else None."""
    for key in SHARE_KEYS + tuple(k for k in record if "share" in k and k not in SHARE_KEYS):
        value = record.get(key)
        if isinstance(value, (int, float)):
            return float(value)
    return None


def _function_lines(listing: str, function: str):
    """The lines of `function`'s body in an assembly listing, or None when it is not defined there."""
    lines = listing.splitlines()
    head = re.compile(rf"^{re.escape(function)}:(\s|$)")
    start = next((i for i, text in enumerate(lines) if head.match(text)), None)
    if start is None:
        return None
    end = start + 1
    while end < len(lines) and not lines[end].startswith(".Lfunc_end"):
        end += 1
    return lines[start + 1:end]


def _file_numbers(listing: str):
    """{DWARF file number: basename} from the listing's .file directives."""
    numbers = {}
    for found in re.finditer(r'^\s*\.file\s+(\d+)\s+"([^"]*)"(?:\s+"([^"]*)")?', listing, re.M):
        numbers[found.group(1)] = Path(found.group(3) or found.group(2)).name
    return numbers


def _located(body, files, wanted: str, line: int, column):
    """The instructions of `body` whose .loc is `wanted`:`line` (and `column` unless None), each
    block's first one preceded by the block's label."""
    here, label, shown, out = None, None, None, []
    for text in body:
        stripped = text.strip()
        loc = re.match(r"\.loc\s+(\d+)\s+(\d+)(?:\s+(\d+))?", stripped)
        if loc:
            here = (files.get(loc.group(1)), int(loc.group(2)), int(loc.group(3) or 0))
        elif re.match(r"^[.\w$]+:", text):
            if not text.startswith(".Ltmp"):
                label = text.split(":")[0]
        elif stripped and not stripped.startswith((".", "#")) and here and here[:2] == (wanted, line) and column in (None, here[2]):
            if label != shown:
                out.append(f"{label}:")
                shown = label
            out.append("    " + stripped)
    return out


def region_assembly(listings, function: str, file: str, line: int, column: int):
    """The instructions of `function` located at `file`:`line`:`column` (or, when none is, at
    `file`:`line`), with the labels of their blocks, in whichever of `listings` ({source: .s
    path}) defines the function; "" when none does."""
    for path in listings.values():
        listing = Path(path).read_text()
        body = _function_lines(listing, function)
        if body is None:
            continue
        files, wanted = _file_numbers(listing), Path(file).name
        exact = _located(body, files, wanted, line, column)
        if exact:
            return f"(instructions at line {line}, column {column})\n" + "\n".join(exact)
        whole = _located(body, files, wanted, line, None)
        if whole:
            return f"(no instruction at column {column}; every instruction of line {line})\n" + "\n".join(whole)
        return "(no instruction of this line is left in the function)"
    return ""
