#include "rules/Instances.h"

#include "rules/Instantiate.h"
#include "rules/Predicate.h"
#include "semantics/Evaluator.h"

#include <algorithm>
#include <map>
#include <random>
#include <set>

namespace theseus::rules {

namespace {

// A random pattern of `width` bits, small (below 256) one time in three.
ir::Bits randomBits(unsigned width, std::mt19937_64& rng) {
  std::vector<uint64_t> words(width / 64 + 1);
  for (auto& w : words) w = rng();
  if (rng() % 3 == 0) words[0] &= 0xff; // small values are common constants
  return ir::Bits::fromWords(width, std::move(words));
}

// The special values of a symbol of `bits` bits at W = `w`.
std::vector<ir::Bits> specialValues(unsigned bits, unsigned w) {
  std::vector<ir::Bits> out;
  for (int64_t v : {0, 1, 2, 3, -1, -2, 4, 5, 7, 8}) out.push_back(ir::Bits::fromSigned(bits, v));
  for (int64_t v : {int64_t(w) - 1, int64_t(w), int64_t(w) + 1}) out.push_back(ir::Bits::fromSigned(bits, v));
  if (bits <= 64) {
    uint64_t sign = uint64_t(1) << (bits - 1);
    for (uint64_t v : {sign, sign - 1, sign + 1, sign >> 1, ir::lowMask(bits) >> 1, ir::lowMask(bits / 2), ~ir::lowMask(bits / 2)})
      out.push_back(ir::Bits(bits, v));
    for (unsigned k : {4u, 5u, 6u, 16u}) if (k < bits) out.push_back(ir::Bits(bits, uint64_t(1) << k));
  }
  std::vector<ir::Bits> unique;
  for (auto& b : out)
    if (std::find(unique.begin(), unique.end(), b) == unique.end()) unique.push_back(b);
  return unique;
}

// Appends `inst` unless an instance with the same values is already in `out`.
void addUnique(std::vector<ConstantInstance>& out, std::set<std::vector<std::string>>& seen, ConstantInstance inst) {
  std::vector<std::string> key;
  for (auto& v : inst.values) key.push_back(v.toUnsignedDecimal());
  if (seen.insert(key).second) out.push_back(std::move(inst));
}

// Test inputs for the rule's inputs: edge values in every lane, then random lanes.
std::vector<std::vector<semantics::ConcreteValue>> inputSamples(const Rule& rule, unsigned w, unsigned count, std::mt19937_64& rng) {
  std::vector<std::vector<semantics::ConcreteValue>> out;
  const int64_t edges[] = {0, 1, -1, 2, 3, -2};
  for (unsigned s = 0; s < count; ++s) {
    std::vector<semantics::ConcreteValue> args;
    for (size_t i = 0; i < rule.inputs.size(); ++i) {
      ir::Type t = rule.inputs[i].type.at(w);
      semantics::ConcreteValue v;
      for (unsigned lane = 0; lane < t.lanes(); ++lane) {
        ir::Bits b;
        if (s < 36) b = ir::Bits::fromSigned(t.bits(), edges[(s / (i == 0 ? 1 : 6) + lane) % 6]);
        else if (s < 40 && t.bits() <= 64) b = ir::Bits(t.bits(), uint64_t(1) << (t.bits() - 1) ^ (s & 1 ? ir::lowMask(t.bits()) : 0));
        else b = randomBits(t.bits(), rng);
        v.push_back({b, false});
      }
      args.push_back(std::move(v));
    }
    out.push_back(std::move(args));
  }
  return out;
}

semantics::ConcreteValue scalarValue(const ir::Bits& b) { return {semantics::ConcreteLane{b, false}}; }

// Whether `tgt`'s output refines `src`'s on one test.
bool refinesOnTest(const semantics::TestOutput& s, const semantics::TestOutput& t) {
  if (s.ub) return true;
  if (t.ub) return false;
  for (size_t i = 0; i < s.ret.size() && i < t.ret.size(); ++i) {
    if (s.ret[i].poison) continue;
    if (t.ret[i].poison || !(s.ret[i].value == t.ret[i].value)) return false;
  }
  return true;
}

} // namespace

std::vector<ConstantInstance> sampleInstances(const Rule& rule, unsigned w, unsigned count, uint64_t seed) {
  std::vector<ConstantInstance> out;
  std::set<std::vector<std::string>> seen;
  std::mt19937_64 rng(seed * 1000003 + w);
  size_t k = rule.symbols.size();
  if (k == 0) return {ConstantInstance{w, {}}};
  if (w == rule.foundWidth) {
    ConstantInstance found{w, {}};
    for (auto& s : rule.symbols) found.values.push_back(s.found);
    addUnique(out, seen, found);
  }
  std::vector<std::vector<ir::Bits>> specials;
  for (auto& s : rule.symbols) specials.push_back(specialValues(s.type.width.at(w), w));
  for (size_t i = 0; i < k && out.size() < count; ++i)
    for (auto& v : specials[i]) {
      ConstantInstance inst{w, {}};
      for (size_t j = 0; j < k; ++j) inst.values.push_back(j == i ? v : specials[j][(rng() % specials[j].size())]);
      addUnique(out, seen, inst);
    }
  for (unsigned tries = 0; out.size() < count && tries < count * 4; ++tries) {
    ConstantInstance inst{w, {}};
    for (size_t j = 0; j < k; ++j) {
      unsigned bits = rule.symbols[j].type.width.at(w);
      inst.values.push_back(rng() % 2 ? specials[j][rng() % specials[j].size()] : randomBits(bits, rng));
    }
    if (k >= 2 && rng() % 4 == 0 && rule.symbols[0].type.width == rule.symbols[1].type.width) inst.values[1] = inst.values[0];
    addUnique(out, seen, inst);
  }
  return out;
}

std::vector<bool> passesOnSamples(const Rule& rule, const std::vector<ConstantInstance>& instances, uint64_t seed) {
  std::vector<bool> out(instances.size(), false);
  std::map<unsigned, std::vector<size_t>> byWidth;
  for (size_t i = 0; i < instances.size(); ++i) byWidth[instances[i].w].push_back(i);
  std::mt19937_64 rng(seed);
  const unsigned perInstance = 56;
  for (auto& [w, indices] : byWidth) {
    auto pair = symbolicInstance(rule, w, false);
    if (!pair) continue;
    auto samples = inputSamples(rule, w, perInstance, rng);
    std::vector<semantics::TestInput> tests;
    for (size_t i : indices)
      for (auto& s : samples) {
        semantics::TestInput t{s};
        for (auto& v : instances[i].values) t.args.push_back(scalarValue(v));
        tests.push_back(std::move(t));
      }
    auto src = semantics::evaluate(*pair->src, ir::DataLayout{}, tests);
    auto tgt = semantics::evaluate(*pair->tgt, ir::DataLayout{}, tests);
    for (size_t n = 0; n < indices.size(); ++n) {
      bool ok = true;
      for (unsigned s = 0; s < perInstance && ok; ++s) ok = refinesOnTest(src[n * perInstance + s], tgt[n * perInstance + s]);
      out[indices[n]] = ok;
    }
  }
  return out;
}

std::vector<bool> predicateTruth(const Rule& rule, const std::vector<Predicate>& atoms, const std::vector<ConstantInstance>& instances) {
  std::vector<bool> out(instances.size(), false);
  std::map<unsigned, std::vector<size_t>> byWidth;
  for (size_t i = 0; i < instances.size(); ++i) byWidth[instances[i].w].push_back(i);
  for (auto& [w, indices] : byWidth) {
    ir::Function f("pre", ir::Type::intTy(1));
    std::vector<ir::Value*> symbols;
    for (auto& s : rule.symbols) {
      ir::Argument* a = f.addArgument(ir::Type::intTy(s.type.width.at(w)), s.name);
      a->attrs.noundef = true;
      symbols.push_back(a);
    }
    Emitter em(f, *f.addBlock("entry"));
    ir::Value* v = buildConjunction(em, atoms, w, symbols, rule.symbols);
    if (!v) continue;
    auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
    ret->addOperand(v);
    em.append(std::move(ret));
    std::vector<semantics::TestInput> tests;
    for (size_t i : indices) {
      semantics::TestInput t;
      for (auto& b : instances[i].values) t.args.push_back(scalarValue(b));
      tests.push_back(std::move(t));
    }
    auto outs = semantics::evaluate(f, ir::DataLayout{}, tests);
    for (size_t n = 0; n < indices.size(); ++n)
      out[indices[n]] = !outs[n].ub && !outs[n].ret[0].poison && !outs[n].ret[0].value.isZero();
  }
  return out;
}

} // namespace theseus::rules
