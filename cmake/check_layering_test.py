#!/usr/bin/env python3
"""The layering check's own tests (ctest `layering_selftest`): a fake source tree and a fake link
graph, each with one violation planted, must be reported; the same tree without it must pass."""
import contextlib
import importlib.util
import io
import json
import tempfile
import unittest
from pathlib import Path

SCRIPT = Path(__file__).with_name("check_layering.py")
SPEC = importlib.util.spec_from_file_location("check_layering", SCRIPT)
layering = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(layering)

CLEAN_TREE = {
    "ir/Function.h": "#include <vector>\n",
    "semantics/Evaluator.cpp": '#include "ir/Function.h"\n',
    "verify/Z3Domain.h": "#include <z3++.h>\n",
    "cost/CostModel.cpp": '#include "ir/Function.h"\n#include <llvm/IR/Module.h>\n',
    "synth/engine/Engine.cpp": '#include "cost/CostModel.h"\n#include "verify/Refinement.h"\n',
    "tools/theseus/main.cpp": '#include "synth/engine/Engine.h"\n#include <llvm/Support/CommandLine.h>\n',
    "bench/cost_fidelity/Worst.h": '#include "cost/CostModel.h"\n',
    "unittests/semantics/Harness.cpp": "#include <z3++.h>\n",
}


# One target of the graph in cmake/LinkGraph.cmake's form.
def target(name, folder, links=(), interface=(), kind="STATIC_LIBRARY"):
    return {"name": name, "type": kind, "folder": folder, "links": list(links), "interface": list(interface)}


# A graph whose layering is sound: synth/engine links cost PRIVATE, verify links Z3 PRIVATE.
def clean_graph():
    return [
        target("theseus_ir", "ir"),
        target("theseus_semantics", "semantics", ["theseus_ir"], ["theseus_ir"]),
        target("theseus_verify", "verify", ["theseus_semantics", "/usr/lib/libz3.so"],
               ["theseus_semantics", "$<LINK_ONLY:/usr/lib/libz3.so>"]),
        target("theseus_bridge", "bridge", ["theseus_ir", "LLVM"], ["theseus_ir", "LLVM"]),
        target("theseus_cost", "cost", ["theseus_bridge", "LLVM"], ["theseus_bridge", "LLVM"]),
        target("theseus_synth_engine", "synth/engine", ["theseus_verify", "theseus_cost"],
               ["theseus_verify", "$<LINK_ONLY:theseus_cost>"]),
        target("theseus", "tools/theseus", ["theseus_synth_engine", "LLVM"], kind="EXECUTABLE"),
        target("semantics_tests", "unittests/semantics", ["theseus_verify", "/usr/lib/libz3.so"], kind="EXECUTABLE"),
    ]


# Replaces the target `name` of `graph` by `replacement`.
def replaced(graph, name, replacement):
    return [replacement if t["name"] == name else t for t in graph]


class FakeTree:
    """A temporary source tree holding `files` (path -> text) and a link graph file."""

    def __init__(self, files, graph):
        self.dir = tempfile.TemporaryDirectory()
        self.root = Path(self.dir.name)
        for path, text in files.items():
            (self.root / path).parent.mkdir(parents=True, exist_ok=True)
            (self.root / path).write_text(text)
        self.graph_path = self.root / "link-graph.json"
        self.graph_path.write_text(json.dumps(graph))
        self.graph = layering.LinkGraph(graph)

    def run(self):
        output = io.StringIO()
        with contextlib.redirect_stdout(output):
            status = layering.main(["check_layering.py", str(self.root), "--link-graph", str(self.graph_path)], {})
        return status, output.getvalue()

    def check(self, expected=None):
        return layering.check(self.root, self.graph, expected={} if expected is None else expected)


class LayeringCheckTest(unittest.TestCase):
    def test_clean_tree_and_graph_pass(self):
        status, output = FakeTree(CLEAN_TREE, clean_graph()).run()
        self.assertEqual(status, 0, output)
        self.assertIn("layering: 0 violations", output)

    def test_llvm_include_in_ir_is_reported(self):
        tree = FakeTree({**CLEAN_TREE, "ir/Bad.cpp": "#include <llvm/IR/Module.h>\n"}, clean_graph())
        status, output = tree.run()
        self.assertEqual(status, 1)
        self.assertIn("ir/Bad.cpp: includes <llvm/IR/Module.h> (llvm is not below ir)", output)

    def test_z3_include_in_a_bench_header_is_reported(self):
        tree = FakeTree({**CLEAN_TREE, "bench/store/Bad.h": "#include <z3++.h>\n"}, clean_graph())
        bad, _, _ = tree.check()
        self.assertEqual(bad, ["bench/store/Bad.h: includes <z3++.h> (z3 is not below bench/store)"])

    def test_tools_may_include_every_library_but_not_z3(self):
        tree = FakeTree({**CLEAN_TREE, "tools/theseus/Bad.cpp": '#include "verify/Z3Domain.h"\n#include <z3.h>\n'},
                        clean_graph())
        bad, _, _ = tree.check()
        self.assertEqual(bad, ["tools/theseus/Bad.cpp: includes <z3.h> (z3 is not below tools/theseus)"])

    def test_a_subfolder_shares_its_top_folders_rule(self):
        tree = FakeTree({**CLEAN_TREE, "synth/engine/Bad.cpp": '#include "bridge/Import.h"\n'}, clean_graph())
        bad, _, _ = tree.check()
        self.assertEqual(bad, ["synth/engine/Bad.cpp: includes <bridge/Import.h> (bridge is not below synth/engine)"])

    def test_ir_linking_llvm_is_reported(self):
        graph = replaced(clean_graph(), "theseus_ir", target("theseus_ir", "ir", ["LLVM"], ["$<LINK_ONLY:LLVM>"]))
        status, output = FakeTree(CLEAN_TREE, graph).run()
        self.assertEqual(status, 1)
        self.assertIn("theseus_ir (ir/): links LLVM (llvm is not below ir)", output)

    def test_a_public_link_that_hands_llvm_to_users_is_reported_with_its_chain(self):
        graph = replaced(clean_graph(), "theseus_synth_engine",
                         target("theseus_synth_engine", "synth/engine", ["theseus_verify", "theseus_cost"],
                                ["theseus_verify", "theseus_cost"]))
        bad, _, _ = FakeTree(CLEAN_TREE, graph).check()
        self.assertIn("theseus_synth_engine (synth/engine/): hands LLVM to its users through a PUBLIC link "
                      "(theseus_synth_engine -PUBLIC-> theseus_cost -PUBLIC-> LLVM); synth/engine may not see llvm", bad)
        self.assertEqual(len(bad), 2, bad)

    def test_a_public_z3_link_is_reported_at_the_library_that_hands_it_on(self):
        graph = replaced(clean_graph(), "theseus_verify",
                         target("theseus_verify", "verify", ["theseus_semantics", "/usr/lib/libz3.so"],
                                ["theseus_semantics", "/usr/lib/libz3.so"]))
        bad, _, _ = FakeTree(CLEAN_TREE, graph).check()
        self.assertEqual(len(bad), 1, bad)
        self.assertIn("theseus_synth_engine (synth/engine/): hands Z3 to its users", bad[0])

    def test_a_library_in_a_folder_without_a_rule_is_reported(self):
        graph = clean_graph() + [target("theseus_stoke", "stoke", ["theseus_ir"], ["theseus_ir"])]
        bad, _, _ = FakeTree(CLEAN_TREE, graph).check()
        self.assertEqual(bad, ["theseus_stoke (stoke/): no layering rule for this folder in cmake/check_layering.py"])

    def test_an_expected_failure_is_a_todo_and_a_stale_one_an_error(self):
        graph = replaced(clean_graph(), "theseus_ir", target("theseus_ir", "ir", ["LLVM"], ["LLVM"]))
        expected = {("theseus_ir", "LLVM"): "TODO: drop it", ("theseus_cost", "LLVM"): "TODO: stale"}
        bad, todo, stale = FakeTree(CLEAN_TREE, graph).check(expected)
        self.assertEqual(bad, [])
        self.assertEqual(todo, ["expected failure, theseus_ir -> LLVM: TODO: drop it"])
        self.assertEqual(len(stale), 1, stale)
        self.assertTrue(stale[0].startswith("theseus_cost -> LLVM: passes now"), stale)


if __name__ == "__main__":
    unittest.main()
