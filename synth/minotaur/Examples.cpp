#include "synth/minotaur/Examples.h"

#include "semantics/Interpreter.h"
#include "synth/minotaur/FloatValues.h"
#include "verify/Refinement.h"

#include <algorithm>

namespace theseus::synth {

namespace {

// Edge value number `which` (mod 6) of width `w`: 0, 1, 2, -1, INT_MIN, INT_MAX.
ir::Bits edgeValue(unsigned w, unsigned which) {
  std::vector<uint64_t> words((w + 63) / 64, 0);
  switch (which % 6) {
  case 0: break;
  case 1: words[0] = 1; break;
  case 2: words[0] = 2; break;
  case 3: std::fill(words.begin(), words.end(), ~uint64_t(0)); break;
  case 4: words[(w - 1) / 64] = uint64_t(1) << ((w - 1) % 64); break;
  default:
    std::fill(words.begin(), words.end(), ~uint64_t(0));
    words[(w - 1) / 64] &= ~(uint64_t(1) << ((w - 1) % 64));
  }
  return ir::Bits::fromWords(w, words);
}

// Edge value `which` of a lane of type `t`: floatEdgeValue for floating point, else edgeValue.
ir::Bits edgeLane(const ir::Type& t, unsigned which) {
  return t.isFloatOrVector() ? floatEdgeValue(t.floatKind(), which) : edgeValue(t.bits(), which);
}

bool sameLane(const semantics::ConcreteLane& a, const semantics::ConcreteLane& b) { return a.poison == b.poison && a.value == b.value; }

// Whether `tgt`'s run is allowed by `src`'s: src has UB, or tgt has none and agrees on every lane
// where src is not poison. A NaN lane of a floating-point `returned` type accepts any NaN: the
// evaluator returns one member of the NaN set LangRef allows, so a different NaN may be allowed
// too, and only the proof can tell (accepting is safe: the test vectors only filter).
bool allowed(const semantics::TestOutput& src, const semantics::TestOutput& tgt, const ir::Type& returned) {
  if (src.ub) return true;
  if (tgt.ub) return false;
  for (size_t i = 0; i < src.ret.size(); ++i) {
    if (src.ret[i].poison) continue;
    if (tgt.ret[i].poison) return false;
    bool bothNaN = returned.isFloatOrVector() && isFloatNaN(returned.floatKind(), src.ret[i].value) &&
                   isFloatNaN(returned.floatKind(), tgt.ret[i].value);
    if (!bothNaN && !(tgt.ret[i].value == src.ret[i].value)) return false;
  }
  return true;
}

// The number of edge-value inputs of `cut`: every floating-point special value when an argument
// is floating point, the six integer edges otherwise.
unsigned edgeRounds(const ir::Function& cut) {
  for (auto& a : cut.arguments())
    if (a->type().isFloatOrVector()) return kFloatEdgeValues;
  return 6;
}

// The scalar integer constants of at most 64 bits that `cut`'s instructions read, each once.
std::vector<uint64_t> integerConstantsOf(const ir::Function& cut) {
  std::vector<uint64_t> out;
  for (auto& block : cut.blocks())
    for (auto& inst : block->instructions())
      for (const ir::Value* op : inst->operands()) {
        if (op->valueKind() != ir::Value::Kind::Constant || !op->type().isInt()) continue;
        auto value = static_cast<const ir::Constant*>(op)->scalarValue();
        if (value && value->fitsIn64() && std::find(out.begin(), out.end(), value->low64()) == out.end()) out.push_back(value->low64());
      }
  return out;
}

// Rounds of fresh random inputs replaceUndefinedInputs tries.
constexpr unsigned kDefinedInputRounds = 16;

uint64_t mix(uint64_t h, uint64_t v) {
  h ^= v + 0x9e3779b97f4a7c15ull + (h << 6) + (h >> 2);
  return h * 0xff51afd7ed558ccdull;
}

} // namespace

Examples::Examples(const ir::Function& cut, const ir::DataLayout& dl, uint64_t seed, unsigned count) : cut_(cut), dl_(dl), rng_(seed) {
  for (unsigned e = 0; e < edgeRounds(cut) && inputs_.size() < count; ++e) {
    semantics::TestInput in;
    for (size_t a = 0; a < cut.arguments().size(); ++a) {
      const ir::Type& t = cut.arguments()[a]->type();
      semantics::ConcreteValue v;
      for (unsigned l = 0; l < t.flatLaneCount(); ++l) v.push_back({edgeLane(t, e + unsigned(a) + l), false});
      in.args.push_back(std::move(v));
    }
    inputs_.push_back(std::move(in));
  }
  while (inputs_.size() < count) {
    semantics::TestInput in;
    for (auto& a : cut.arguments()) in.args.push_back(randomValue(a->type(), true));
    inputs_.push_back(std::move(in));
  }
  if (semantics::usesMemory(cut))
    for (semantics::TestInput& in : inputs_) addMemory(in);
  refreshExpected();
  if (cut.blocks().size() > 1) replaceUndefinedInputs();
}

semantics::ConcreteValue Examples::valueNearCutConstants(const ir::Type& t) {
  semantics::ConcreteValue v = randomValue(t, true);
  if (cutConstants_.empty() || t.isFloatOrVector() || t.isPtr()) return v;
  for (auto& lane : v) {
    if (rng_() % 2) continue;
    uint64_t c = cutConstants_[rng_() % cutConstants_.size()] + uint64_t(int64_t(rng_() % 3) - 1) * (rng_() % 2);
    lane.value = ir::Bits(t.bits(), t.bits() < 64 ? c & ((uint64_t(1) << t.bits()) - 1) : c);
  }
  return v;
}

void Examples::replaceUndefinedInputs() {
  cutConstants_ = integerConstantsOf(cut_);
  bool usesMemory = semantics::usesMemory(cut_);
  for (unsigned round = 0; round < kDefinedInputRounds; ++round) {
    std::vector<size_t> slots;
    std::vector<semantics::TestInput> fresh;
    for (size_t i = 0; i < inputs_.size(); ++i) {
      if (!expected_[i].ub) continue;
      semantics::TestInput in;
      for (auto& a : cut_.arguments()) in.args.push_back(valueNearCutConstants(a->type()));
      if (usesMemory) addMemory(in);
      slots.push_back(i);
      fresh.push_back(std::move(in));
    }
    if (slots.empty()) return;
    std::vector<semantics::TestOutput> outputs = semantics::evaluate(cut_, dl_, fresh);
    for (size_t k = 0; k < slots.size(); ++k)
      if (!outputs[k].ub) {
        inputs_[slots[k]] = std::move(fresh[k]);
        expected_[slots[k]] = std::move(outputs[k]);
      }
  }
}

// A random value of `t`: per lane uniform bits, a small number (for floating point also a small
// integer's value, of either sign), or (with `edges`) an edge value.
semantics::ConcreteValue Examples::randomValue(const ir::Type& t, bool edges) {
  semantics::ConcreteValue v;
  for (unsigned l = 0; l < t.flatLaneCount(); ++l) {
    unsigned w = t.bits();
    uint64_t kind = rng_() % 8;
    if (edges && kind == 0) {
      v.push_back({edgeLane(t, unsigned(rng_() % (t.isFloatOrVector() ? kFloatEdgeValues : 6))), false});
    } else if (t.isFloatOrVector() && kind <= 3) {
      v.push_back({floatOfInteger(t.floatKind(), rng_() % 17, rng_() % 2), false});
    } else if (kind == 1) {
      v.push_back({ir::Bits(w, rng_() % 17), false});
    } else {
      std::vector<uint64_t> words((w + 63) / 64);
      for (auto& word : words) word = rng_();
      v.push_back({ir::Bits::fromWords(w, words), false});
    }
  }
  return v;
}

// Memory for `in`: blocks 1..K (K = pointer arguments + 2, as the refinement checker numbers
// them) of kMemoryBlockBytes random bytes (one in 16 poison), and each pointer argument a word
// into one of them at a small offset (two arguments sometimes in the same block), or null.
void Examples::addMemory(semantics::TestInput& in) {
  semantics::MemoryImage image;
  unsigned pointers = 0;
  for (auto& a : cut_.arguments()) pointers += a->type().isPtr();
  image.blocks.push_back({});
  for (unsigned k = 1; k <= pointers + 2; ++k) {
    semantics::MemoryBlockImage block;
    block.size = kMemoryBlockBytes;
    block.address = uint64_t(k) << 20;
    block.alignLog = 4;
    for (uint64_t o = 0; o < block.size; ++o) {
      block.bytes.value.push_back(uint8_t(rng_() % 4 == 0 ? rng_() % 4 : rng_()));
      block.bytes.poison.push_back(rng_() % 16 == 0 ? 0xff : 0);
    }
    image.blocks.push_back(std::move(block));
  }
  unsigned k = 0;
  for (size_t a = 0; a < cut_.arguments().size(); ++a) {
    if (!cut_.arguments()[a]->type().isPtr()) continue;
    ++k;
    uint64_t bid = rng_() % 8 == 0 ? 1 : k, offset = rng_() % 4 == 0 ? rng_() % 16 : 0;
    in.args[a] = {{ir::Bits(64, rng_() % 32 == 0 ? 0 : (bid << 56) | offset), false}};
  }
  in.memory = std::move(image);
}

// Runs the cut on every input again.
void Examples::refreshExpected() { expected_ = semantics::evaluate(cut_, dl_, inputs_); }

std::optional<size_t> Examples::firstFailure(const ir::Function& tgt) const {
  std::vector<semantics::TestOutput> got;
  try {
    got = semantics::evaluate(tgt, dl_, inputs_);
  } catch (const semantics::UnsupportedConstruct&) {
    return 0;
  }
  for (size_t i = 0; i < got.size(); ++i)
    if (!allowed(expected_[i], got[i], cut_.returnType())) return i;
  return std::nullopt;
}

uint64_t Examples::fingerprint(const ir::Function& tgt) const {
  uint64_t h = inputs_.size();
  try {
    for (const semantics::TestOutput& o : semantics::evaluate(tgt, dl_, inputs_)) {
      h = mix(h, o.ub);
      for (const auto& lane : o.ret) h = mix(mix(h, lane.poison), lane.poison ? 0 : lane.value.hash());
    }
  } catch (const semantics::UnsupportedConstruct&) {
    return 0;
  }
  return h;
}

void Examples::add(semantics::TestInput input) {
  inputs_.insert(inputs_.begin(), std::move(input));
  refreshExpected();
}

bool Examples::addCounterexample(const verify::Counterexample& cex) {
  semantics::TestInput in;
  for (size_t a = 0; a < cut_.arguments().size(); ++a) {
    const ir::Type& t = cut_.arguments()[a]->type();
    if (a >= cex.inputs.size() || cex.inputs[a].lanes.size() != t.flatLaneCount()) return false;
    semantics::ConcreteValue v;
    for (const verify::LaneText& l : cex.inputs[a].lanes) {
      bool isValue = l.kind == verify::LaneText::Kind::Value;
      auto bits = isValue ? ir::Bits::fromDecimal(t.bits(), l.unsignedValue) : std::optional<ir::Bits>(ir::Bits(t.bits(), 0));
      if (!bits) return false;
      v.push_back({*bits, l.kind == verify::LaneText::Kind::Poison});
    }
    in.args.push_back(std::move(v));
  }
  if (semantics::usesMemory(cut_)) {
    if (!cex.memoryImage) return false;
    in.memory = cex.memoryImage;
  }
  for (const auto& existing : inputs_)
    if (existing.memory == in.memory && std::equal(existing.args.begin(), existing.args.end(), in.args.begin(), in.args.end(),
                   [](const auto& x, const auto& y) { return std::equal(x.begin(), x.end(), y.begin(), y.end(), sameLane); }))
      return false;
  learned_.push_back(in);
  add(std::move(in));
  return true;
}

std::vector<semantics::TestInput> Examples::informative(size_t n) const {
  std::vector<semantics::TestInput> out;
  for (size_t i = 0; i < inputs_.size() && out.size() < n; ++i) {
    if (expected_[i].ub) continue;
    bool anyDefined = std::any_of(expected_[i].ret.begin(), expected_[i].ret.end(), [](const auto& l) { return !l.poison; });
    bool anyPoisonInput = std::any_of(inputs_[i].args.begin(), inputs_[i].args.end(), [](const auto& v) {
      return std::any_of(v.begin(), v.end(), [](const auto& l) { return l.poison; });
    });
    if (anyDefined && !anyPoisonInput) out.push_back(inputs_[i]);
  }
  return out;
}

} // namespace theseus::synth
