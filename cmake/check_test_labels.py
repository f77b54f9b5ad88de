#!/usr/bin/env python3
"""Fails when a ctest of the build does not carry exactly one kind label (unit, lit, integration)
and, optionally, `slow`, or carries any other label.

usage: check_test_labels.py BUILD_DIR   (run as the ctest `test_labels`; reads ctest's own listing)"""
import json
import subprocess
import sys

KINDS = {"unit", "lit", "integration"}
LABELS = KINDS | {"slow"}


# The labels of each test in ctest's JSON listing `listing`, by test name.
def labels_by_test(listing):
    labels = {}
    for test in listing["tests"]:
        values = [p["value"] for p in test.get("properties", []) if p["name"] == "LABELS"]
        labels[test["name"]] = set(values[0]) if values else set()
    return labels


# The tests of `labels` whose labels break the rule above, one line each.
def label_violations(labels):
    bad = []
    for name, have in sorted(labels.items()):
        if len(have & KINDS) != 1 or not have <= LABELS:
            bad.append(f"{name}: labels {sorted(have) or 'none'}; want one of {sorted(KINDS)}, and maybe slow")
    return bad


def main(argv):
    if len(argv) != 2:
        print(__doc__.splitlines()[3], file=sys.stderr)
        return 2
    listing = subprocess.run(["ctest", "--show-only=json-v1"], cwd=argv[1], capture_output=True, text=True, check=True)
    labels = labels_by_test(json.loads(listing.stdout))
    bad = label_violations(labels)
    for line in bad:
        print(line)
    counts = {label: sum(label in have for have in labels.values()) for label in sorted(LABELS)}
    print(f"test labels: {len(labels)} tests, {counts}, {len(bad)} without a proper label")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
