#!/usr/bin/env python3
"""Fails when a folder includes a header, or a target links a library, its layer may not see.

usage: check_layering.py SOURCE_ROOT [--link-graph BUILD/link-graph.json]

Includes: ir/ sees no LLVM or Z3; semantics/ sees ir and no LLVM or Z3; Z3 appears only in
verify/; LLVM headers appear only in bridge/, cost/, difftest/, poly/ (isl from Polly),
cachemiss/, cut/, driver/, plugin/ and the programs (tools/, bench/, fuzz/); difftest/ reaches Z3
only through verify/; synth/ sees cost/ only through its LLVM-free interface cost/CostModel.h;
store/ sees only ir/. unittests/ is not layered (a test reaches into what it tests).

Links (the graph cmake/LinkGraph.cmake writes at configure time): a target may link only what
its folder may see, and may not hand on through a PUBLIC link what its folder may not see itself
(synth linking cost PUBLIC hands LLVM to every user of synth). Folders and targets come from the
graph; a sub-folder (synth/engine, cut/apply) shares its top folder's rule unless RULES names it.
A link in EXPECTED is a known violation awaiting a fix: reported as a TODO, and an error once
it no longer fails (delete it from EXPECTED then)."""
import json
import re
import sys
from pathlib import Path

LIBRARIES = "every library folder"
RULES = {
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
    "rules": {"ir", "semantics", "verify", "rules"},
    "cut/extract": {"ir", "bridge", "cut/extract", "llvm"},
    "cut/fastpath": {"ir", "store", "cut/extract", "cut/fastpath", "llvm"},
    "cut/apply": {"ir", "cut/extract", "cut/fastpath", "cut/apply", "llvm"},
    "driver": {"ir", "semantics", "verify", "bridge", "cost", "synth", "cut", "store", "driver", "llvm"},
    "plugin": {"ir", "semantics", "verify", "bridge", "cost", "synth", "cut", "store", "driver", "plugin", "llvm"},
    "tools": {LIBRARIES, "tools", "llvm"},
    "bench": {LIBRARIES, "bench", "llvm"},
    "fuzz": {"ir", "bridge", "fuzz", "llvm"},
}
PROGRAMS = {"tools", "bench", "fuzz"}
UNLAYERED = {"unittests", "test"}
EXTERNALS = {"llvm": "LLVM", "z3": "Z3"}
EXPECTED = {}
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', re.M)
LINK_ONLY = re.compile(r"^\$<LINK_ONLY:(.+)>$")
SOURCE_SUFFIXES = {".h", ".cpp"}


class Layers:
    """The rules table resolved against the folders that exist: `allowed(folder)` is the set of
    top folders (and "llvm", "z3") a file or target in `folder` may see, or None when the folder
    is not layered; `known` is every name an #include or a link can be attributed to."""

    def __init__(self, rules, library_folders):
        self.rules = rules
        self.library_folders = set(library_folders)
        self.known = set(rules) | {Path(key).parts[0] for key in rules} | self.library_folders | set(EXTERNALS)

    # The key of `rules` that governs `folder`: the longest one that is `folder` or a parent of it.
    def rule_key(self, folder):
        parts = Path(folder).parts
        for length in range(len(parts), 0, -1):
            key = "/".join(parts[:length])
            if key in self.rules:
                return key
        return None

    # What a file or target in `folder` may see, or None when no rule governs `folder`.
    def allowed(self, folder):
        key = self.rule_key(folder)
        if key is None:
            return None
        names = set(self.rules[key])
        if LIBRARIES in names:
            names = (names - {LIBRARIES}) | self.library_folders
        return names | {sub for sub in self.rules if Path(sub).parts[0] in names}

    # The layer of a file or target in `folder`: the rule key that governs it (cut/extract, synth),
    # else its top folder.
    def layer_of_folder(self, folder):
        return self.rule_key(folder) or Path(folder).parts[0]


# The layer an #include names: "llvm", "z3", a top folder of the project, or None (system, gtest).
def layer_of_header(header, layers):
    if header.startswith(("llvm/", "llvm-c/")):
        return "llvm"
    if header.startswith("z3"):
        return "z3"
    if "/" not in header or header.split("/")[0] not in layers.known:
        return None
    return layers.layer_of_folder(str(Path(header).parent))


# Every source file under the layered folders, each with the folder whose rule applies to it.
def layered_sources(root, folders):
    seen = set()
    for top in sorted(folders):
        for path in sorted((root / top).rglob("*")):
            if path.suffix in SOURCE_SUFFIXES and path.is_file() and path not in seen:
                seen.add(path)
                yield path, str(path.parent.relative_to(root))


# The include violations of the files under `folders`, one line each.
def include_violations(root, folders, layers):
    bad = []
    for path, folder in layered_sources(root, folders):
        allowed = layers.allowed(folder)
        for header in INCLUDE.findall(path.read_text(errors="replace")):
            layer = layer_of_header(header, layers)
            if layer is not None and layer not in allowed:
                bad.append(f"{path.relative_to(root)}: includes <{header}> ({layer} is not below {folder})")
    return bad


class LinkGraph:
    """The targets of cmake/LinkGraph.cmake's JSON: for each target its folder, its direct links
    and its usage interface (PUBLIC and INTERFACE links; $<LINK_ONLY:...> items are left out, they
    are linked but hand on no headers)."""

    def __init__(self, targets):
        self.folder = {t["name"]: t["folder"] for t in targets}
        self.type = {t["name"]: t["type"] for t in targets}
        self.links = {t["name"]: [self.node(item) for item in t["links"]] for t in targets}
        self.interface = {t["name"]: [self.node(item) for item in t["interface"] if not LINK_ONLY.match(item)]
                          for t in targets}

    # The node a link item names: a target of the graph, "LLVM", "Z3", or the item itself (gmp, dl).
    def node(self, item):
        match = LINK_ONLY.match(item)
        name = match.group(1) if match else item
        if name in self.folder:
            return name
        base = Path(name).name
        if name == "LLVM" or base.startswith(("LLVM", "libLLVM")):
            return EXTERNALS["llvm"]
        if base.startswith(("libz3", "z3")):
            return EXTERNALS["z3"]
        return name

    # The top folders that hold a library target, programs and tests left out.
    def library_folders(self):
        tops = {Path(self.folder[t]).parts[0] for t in self.folder
                if self.type[t].endswith("_LIBRARY") and self.folder[t]}
        return tops - PROGRAMS - UNLAYERED

    # The layer of a node: "llvm", "z3", its target's layer (Layers.layer_of_folder), or None for
    # other externals.
    def layer(self, node, layers):
        for layer, name in EXTERNALS.items():
            if node == name:
                return layer
        if node in self.folder:
            return layers.layer_of_folder(self.folder[node])
        return None

    def handed_on(self, start, skip):
        """Every node reachable from `start` through interface links (`start` included), each with
        the chain of links that reaches it; links in `skip` (pairs) are not followed."""
        chains = {start: [start]}
        queue = [start]
        while queue:
            node = queue.pop(0)
            for nxt in self.interface.get(node, []):
                if nxt not in chains and (node, nxt) not in skip:
                    chains[nxt] = chains[node] + [nxt]
                    queue.append(nxt)
        return chains


# The link violations of the graph as {(target, what, node): line}; links in `skip` are absent.
def link_violations(graph, layers, skip=frozenset()):
    bad = {}
    for target in sorted(graph.folder):
        folder = graph.folder[target]
        allowed = layers.allowed(folder)
        if allowed is None:
            if folder and Path(folder).parts[0] not in UNLAYERED:
                bad[(target, "rule", folder)] = f"{target} ({folder}/): no layering rule for this folder in cmake/check_layering.py"
            continue
        bad.update(direct_link_violations(graph, layers, target, folder, allowed, skip))
        bad.update(handed_on_violations(graph, layers, target, folder, allowed, skip))
    return bad


# The links of `target` that name a layer `allowed` does not hold.
def direct_link_violations(graph, layers, target, folder, allowed, skip):
    bad = {}
    for dep in graph.links[target]:
        layer = graph.layer(dep, layers)
        if (target, dep) not in skip and layer is not None and layer not in allowed:
            bad[(target, "links", dep)] = f"{target} ({folder}/): links {dep} ({layer} is not below {folder})"
    return bad


# What the PUBLIC links of `target` hand its users that `allowed` does not hold.
def handed_on_violations(graph, layers, target, folder, allowed, skip):
    bad = {}
    for dep in graph.interface[target]:
        if (target, dep) in skip:
            continue
        chains = graph.handed_on(dep, skip)
        for node in sorted(chains):
            layer = graph.layer(node, layers)
            if node != dep and layer is not None and layer not in allowed and (target, "hands", node) not in bad:
                chain = " -PUBLIC-> ".join([target] + chains[node])
                bad[(target, "hands", node)] = (f"{target} ({folder}/): hands {node} to its users through a PUBLIC "
                                                f"link ({chain}); {folder} may not see {layer}")
    return bad


def check(root, graph, rules=RULES, expected=EXPECTED):
    """Returns (violations, expected_failures, stale): the violations no entry of `expected`
    explains, the TODO lines of the entries that explain some, and the entries that explain
    none (they pass now). Without a graph only includes are checked, over the folders of `rules`."""
    folders = {Path(key).parts[0] for key in rules} | (graph_folders(graph) if graph else set())
    layers = Layers(rules, graph.library_folders() if graph else set(rules) - PROGRAMS)
    folders = {f for f in folders if (root / f).is_dir() and f not in UNLAYERED}
    bad = include_violations(root, folders, layers)
    if graph is None:
        return bad, [], []
    every = link_violations(graph, layers).keys()
    unexplained = link_violations(graph, layers, frozenset(expected))
    todo, stale = [], []
    for edge, message in expected.items():
        if link_violations(graph, layers, frozenset({edge})).keys() == every:
            stale.append(f"{edge[0]} -> {edge[1]}: passes now; delete it from EXPECTED ({message})")
        else:
            todo.append(f"expected failure, {edge[0]} -> {edge[1]}: {message}")
    return bad + list(unexplained.values()), todo, stale


# The top folders that hold a target of the graph.
def graph_folders(graph):
    return {Path(folder).parts[0] for folder in graph.folder.values() if folder}


def main(argv, expected=EXPECTED):
    if len(argv) not in (2, 4) or (len(argv) == 4 and argv[2] != "--link-graph"):
        print(__doc__.splitlines()[2], file=sys.stderr)
        return 2
    root = Path(argv[1])
    graph = LinkGraph(json.loads(Path(argv[3]).read_text())) if len(argv) == 4 else None
    bad, todo, stale = check(root, graph, expected=expected)
    for line in bad + todo:
        print(line)
    for line in stale:
        print(f"stale expected failure, {line}")
    print(f"layering: {len(bad)} violations, {len(todo)} expected failures (TODO), {len(stale)} stale expectations")
    return 1 if bad or stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
