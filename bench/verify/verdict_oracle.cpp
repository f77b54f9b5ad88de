// verdict_oracle SRC.ll TGT.ll FUNCTION [--inputs N] [--seed S]
//
// A concrete oracle for `theseus verify`'s verdicts (bench/verify/verdict_fuzz.py): runs src's and
// tgt's FUNCTION with the concrete evaluator (semantics/Evaluator.h, the one semantics) on N
// inputs (edge values and random ones; never poison, never undef) and prints the first input on
// which tgt does not refine src: src has no UB there and tgt has UB, or a lane src returns
// defined that tgt returns poison or different. src must choose no values itself (no undef
// constant, no freeze): then one run of src is all its behaviours, and tgt's run (undef read as 0,
// one of its behaviours) must be among them.
//
// Prints `violation` with the arguments, or `none`; exit 0 either way, 3 when the pair is outside
// what the oracle can judge (named), 4 on bad input.
#include "bridge/Import.h"
#include "semantics/Evaluator.h"
#include "verify/Encoding.h"
#include "verify/ExhaustiveCheck.h"

#include <cstdint>
#include <iostream>
#include <random>
#include <string>

using namespace theseus;

namespace {

// An argument lane: an edge value (0, 1, all ones, the sign bit, the largest signed) or random.
ir::Bits laneValue(unsigned width, std::mt19937_64& rng) {
  uint64_t mask = width >= 64 ? ~uint64_t(0) : (uint64_t(1) << width) - 1;
  uint64_t sign = uint64_t(1) << (std::min(width, 64u) - 1);
  switch (rng() % 8) {
  case 0: return ir::Bits(width, 0);
  case 1: return ir::Bits(width, 1);
  case 2: return ir::Bits(width, mask);
  case 3: return ir::Bits(width, sign);
  case 4: return ir::Bits(width, (sign - 1) & mask);
  case 5: return ir::Bits(width, rng() % 17);
  default: return ir::Bits(width, rng() & mask);
  }
}

// N inputs for `f`'s integer arguments.
std::vector<semantics::TestInput> inputsFor(const ir::Function& f, unsigned n, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<semantics::TestInput> inputs(n);
  for (auto& input : inputs)
    for (auto& a : f.arguments()) {
      semantics::ConcreteValue v;
      for (unsigned width : a->type().flatLaneWidths()) v.push_back({laneValue(width, rng), false});
      input.args.push_back(std::move(v));
    }
  return inputs;
}

// Why the oracle cannot judge `src` with `tgt`, or empty.
std::string outsideReason(const ir::Function& src, const ir::Function& tgt) {
  if (verify::isNondeterministic(src)) return "src chooses values (undef or freeze)";
  if (semantics::usesMemory(src) || semantics::usesMemory(tgt)) return "memory";
  for (auto& a : src.arguments())
    if (!a->type().isIntOrVector()) return "an argument that is not an integer";
  if (!semantics::evaluatorSupports(src) || !semantics::evaluatorSupports(tgt)) return "lanes wider than the evaluator's";
  return "";
}

const ir::Function* functionIn(const std::string& path, const std::string& name, std::optional<bridge::ImportedModule>& holder) {
  bridge::Diagnostic error;
  holder = bridge::importFile(path, error);
  if (!holder) {
    std::cerr << error.str() << "\n";
    return nullptr;
  }
  const ir::Function* f = holder->module->find(name);
  if (!f) std::cerr << path << ": error: no translated function @" << name << "\n";
  return f;
}

} // namespace

int main(int argc, char** argv) {
  if (argc < 4) {
    std::cerr << "usage: verdict_oracle SRC.ll TGT.ll FUNCTION [--inputs N] [--seed S]\n";
    return 4;
  }
  unsigned n = 2000;
  uint64_t seed = 1;
  for (int i = 4; i + 1 < argc; i += 2) {
    std::string option = argv[i];
    if (option == "--inputs") n = unsigned(std::stoul(argv[i + 1]));
    else if (option == "--seed") seed = std::stoull(argv[i + 1]);
    else {
      std::cerr << "verdict_oracle: error: unknown option " << option << "\n";
      return 4;
    }
  }
  std::optional<bridge::ImportedModule> srcModule, tgtModule;
  const ir::Function* src = functionIn(argv[1], argv[3], srcModule);
  const ir::Function* tgt = functionIn(argv[2], argv[3], tgtModule);
  if (!src || !tgt) return 4;
  if (std::string why = outsideReason(*src, *tgt); !why.empty()) {
    std::cout << "outside: " << why << "\n";
    return 3;
  }
  try {
    std::vector<semantics::TestInput> inputs = inputsFor(*src, n, seed);
    auto s = semantics::evaluate(*src, srcModule->module->dataLayout, inputs);
    auto t = semantics::evaluate(*tgt, tgtModule->module->dataLayout, inputs);
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (verify::refinesOnOneInput(s[i], t[i])) continue;
      std::cout << "violation";
      for (auto& arg : inputs[i].args)
        for (auto& lane : arg) std::cout << " " << lane.value.toSignedDecimal();
      std::cout << "\n";
      return 0;
    }
  } catch (const std::exception& e) {
    std::cout << "outside: " << e.what() << "\n";
    return 3;
  }
  std::cout << "none\n";
  return 0;
}
