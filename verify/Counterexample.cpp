#include "verify/Counterexample.h"

#include "verify/memory/MemoryImageOf.h"
#include "verify/Watchdog.h"

#include "semantics/FloatKernels.h"

#include <charconv>
#include <cstring>

namespace theseus::verify {

namespace {

std::string toHex(const ir::Bits& b) {
  static const char* digits = "0123456789abcdef";
  std::string out;
  unsigned nibbles = (b.width() + 3) / 4;
  for (unsigned i = nibbles; i-- > 0;) {
    unsigned v = 0;
    for (unsigned k = 0; k < 4; ++k)
      if (i * 4 + k < b.width() && b.bit(i * 4 + k)) v |= 1u << k;
    out.push_back(digits[v]);
  }
  return "0x" + out;
}

// The Bits of a bit-vector numeral in a model.
ir::Bits bitsOfNumeral(const z3::expr& e) {
  unsigned w = e.get_sort().bv_size();
  std::string decimal = e.get_decimal_string(0);
  return *ir::Bits::fromDecimal(w, decimal);
}

// The shortest decimal that reads back as `v` in type T.
template <class T> std::string shortestDecimal(T v) {
  char buffer[64];
  auto end = std::to_chars(buffer, buffer + sizeof buffer, v).ptr;
  std::string out(buffer, end);
  if (out.find_first_of(".e") == std::string::npos) out += ".0";
  return out;
}

// The value of floating-point pattern `b` of kind `kind` in decimal: NaN, sNaN, +inf, -0.0, 1.5;
// fp128 values other than those are left to the hex form.
std::string floatValueText(ir::FloatKind kind, const ir::Bits& b) {
  ir::FloatFormat f = ir::floatFormat(kind);
  semantics::fpk::u128 v = semantics::fpk::u128(b.words()[0]) | (b.words().size() > 1 ? semantics::fpk::u128(b.words()[1]) << 64 : 0);
  bool negative = b.bit(f.width() - 1);
  semantics::fpk::u128 exponent = (v >> f.fractionBits()) & ((semantics::fpk::u128(1) << f.exponentBits) - 1);
  semantics::fpk::u128 fraction = v & ((semantics::fpk::u128(1) << f.fractionBits()) - 1);
  if (exponent == (semantics::fpk::u128(1) << f.exponentBits) - 1) {
    if (fraction == 0) return negative ? "-inf" : "+inf";
    bool quiet = (fraction >> (f.fractionBits() - 1)) & 1;
    return std::string(negative ? "-" : "") + (quiet ? "NaN" : "sNaN");
  }
  if (kind == ir::FloatKind::FP128) return "";
  uint64_t bits = uint64_t(semantics::fpk::convert(f, {11, 53}, semantics::Rounding::NearestEven, v));
  double d;
  std::memcpy(&d, &bits, 8);
  if (kind == ir::FloatKind::Double) return shortestDecimal(d);
  return shortestDecimal(float(d));
}

LaneText valueLane(const z3::expr& numeral, ir::FloatKind kind = ir::FloatKind::None) {
  ir::Bits b = bitsOfNumeral(numeral);
  LaneText lane{LaneText::Kind::Value, b.toUnsignedDecimal(), b.toSignedDecimal(), toHex(b), ""};
  if (kind != ir::FloatKind::None) lane.floatValue = floatValueText(kind, b);
  return lane;
}

bool isTrue(const z3::model& m, const z3::expr& e) { return m.eval(e, true).is_true(); }

ValueText readLanes(const z3::model& m, const semantics::Lanes<Z3Domain>& lanes, const ir::Type& type) {
  ValueText v{"", type.str(), {}};
  for (auto& lane : lanes) {
    if (isTrue(m, lane.poison)) v.lanes.push_back({LaneText::Kind::Poison, "", "", ""});
    else v.lanes.push_back(valueLane(m.eval(lane.value, true), type.floatKind()));
  }
  return v;
}

ValueText readInput(const z3::model& m, const InputVariables& in) {
  const ir::Argument& a = *in.argument;
  ValueText v{"%" + (a.name().empty() ? std::to_string(a.index()) : a.name()), a.type().str(), {}};
  for (auto& lane : in.lanes) {
    if (lane.undef && isTrue(m, *lane.undef)) v.lanes.push_back({LaneText::Kind::Undef, "", "", ""});
    else if (isTrue(m, lane.poison)) v.lanes.push_back({LaneText::Kind::Poison, "", "", ""});
    else v.lanes.push_back(valueLane(m.eval(lane.value, true), a.type().floatKind()));
  }
  return v;
}

// The time the search for a tgt witness may take, and how long past it its watchdog waits before
// interrupting Z3 (which can overrun its own timeout).
constexpr unsigned kWitnessMs = 2000, kWitnessSlackMs = 200;

// For a lane whose tgt value set is not inside src's, a tgt value outside src's set: the rereads
// of tgt's undefs are solved for, with the inputs and runs fixed as in `model`; nullopt when none
// is found within kWitnessMs.
std::optional<LaneText> targetWitness(Encoding& enc, const z3::model& model, const LaneComparison& lane, ir::FloatKind kind) {
  if (lane.targetRereads.empty()) return std::nullopt;
  z3::context& c = enc.context();
  z3::solver s(c);
  z3::params p(c);
  p.set("timeout", kWitnessMs);
  s.set(p);
  z3::expr_vector fixedFrom(c), fixedTo(c);
  for (unsigned i = 0; i < model.num_consts(); ++i) {
    z3::func_decl d = model.get_const_decl(i);
    fixedFrom.push_back(d());
    fixedTo.push_back(model.get_const_interp(d));
  }
  z3::expr t = lane.target, src = lane.source;
  z3::expr differ = t != src;
  if (!lane.sourceRereads.empty()) {
    z3::expr_vector bound(c);
    for (auto& v : lane.sourceRereads) bound.push_back(v);
    differ = z3::forall(bound, differ);
  }
  s.add(differ.substitute(fixedFrom, fixedTo));
  z3::check_result r = z3::unknown;
  {
    Watchdog watchdog(c, kWitnessMs + kWitnessSlackMs);
    r = s.check();
  }
  if (r != z3::sat) return std::nullopt;
  z3::model m = s.get_model();
  return valueLane(m.eval(t.substitute(fixedFrom, fixedTo), true), kind);
}

// The 16-bit byte `b` (poison bits above value bits) as 8 characters: 0, 1 or p.
std::string byteText(const z3::expr& b) {
  ir::Bits bits = bitsOfNumeral(b);
  std::string out;
  for (unsigned i = 8; i-- > 0;) out.push_back(bits.bit(8 + i) ? 'p' : (bits.bit(i) ? '1' : '0'));
  return out;
}

// The final non-local byte that differs between src and tgt under `model`, if memory differs.
std::optional<MemoryByteText> readMemoryMismatch(Encoding& enc, const z3::model& model) {
  if (!enc.usesMemory() || !isTrue(model, enc.finalMemoryMismatch())) return std::nullopt;
  ir::Bits address = bitsOfNumeral(model.eval(enc.comparedAddress(), true));
  const z3::expr& at = enc.comparedAddress();
  MemoryByteText out;
  out.block = address.words()[0] >> semantics::kOffsetBits;
  out.offset = address.words()[0] & ((uint64_t(1) << semantics::kOffsetBits) - 1);
  out.initial = byteText(model.eval(z3::select(enc.sharedMemory()->initialBytes(), at), true));
  out.source = byteText(model.eval(z3::select(enc.sourceMemory()->nonLocalBytes(), at), true));
  out.target = byteText(model.eval(z3::select(enc.targetMemory()->nonLocalBytes(), at), true));
  return out;
}

} // namespace

// The allocas of `f` (each runs at most once: the functions are loop-free).
static unsigned allocaCount(const ir::Function& f) {
  unsigned n = 0;
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions()) n += inst->opcode() == ir::Opcode::Alloca;
  return n;
}

Counterexample readCounterexample(Encoding& enc, const z3::model& model) {
  Counterexample cex;
  for (auto& in : enc.inputs()) cex.inputs.push_back(readInput(model, in));
  cex.sourceUB = isTrue(model, enc.source().ub);
  cex.targetUB = isTrue(model, enc.target().ub);
  const ir::Type& rt = enc.sourceFunction().returnType();
  if (!rt.isVoid() && !cex.sourceUB) cex.sourceValue = readLanes(model, enc.source().ret, rt);
  if (!rt.isVoid() && !cex.targetUB) {
    cex.targetValue = readLanes(model, enc.target().ret, rt);
    const auto& lanes = enc.laneComparisons();
    for (size_t i = 0; i < lanes.size() && i < cex.targetValue->lanes.size(); ++i)
      if (cex.targetValue->lanes[i].kind == LaneText::Kind::Value)
        if (auto w = targetWitness(enc, model, lanes[i], rt.isStruct() ? ir::FloatKind::None : rt.floatKind())) cex.targetValue->lanes[i] = *w;
  }
  if (!cex.sourceUB && !cex.targetUB) cex.memoryMismatch = readMemoryMismatch(enc, model);
  if (!cex.sourceUB && !cex.targetUB && isTrue(model, enc.sideEffectMismatch()))
    cex.sideEffectCalls = {bitsOfNumeral(model.eval(enc.sideEffectCount(enc.source()), true)).words()[0],
                           bitsOfNumeral(model.eval(enc.sideEffectCount(enc.target()), true)).words()[0]};
  if (enc.usesMemory()) cex.memoryImage = memoryImageOf(model, *enc.sharedMemory(), allocaCount(enc.sourceFunction()));
  cex.nondeterministic = enc.sourceFunctionIsNondeterministic || enc.targetFunctionIsNondeterministic;
  for (auto& in : cex.inputs)
    for (auto& l : in.lanes) cex.nondeterministic |= l.kind == LaneText::Kind::Undef;
  return cex;
}

std::string classifyViolation(const Counterexample& cex, bool targetReadsUndef) {
  if (cex.targetUB) return "Source is more defined than target";
  if (cex.sourceValue && cex.targetValue)
    for (size_t i = 0; i < cex.sourceValue->lanes.size(); ++i)
      if (cex.sourceValue->lanes[i].kind != LaneText::Kind::Poison && cex.targetValue->lanes[i].kind == LaneText::Kind::Poison)
        return "Target is more poisonous than source";
  if (cex.memoryMismatch || cex.sideEffectCalls) {
    bool returnDiffers = false;
    if (cex.sourceValue && cex.targetValue)
      for (size_t i = 0; i < cex.sourceValue->lanes.size(); ++i)
        returnDiffers |= cex.sourceValue->lanes[i].kind == LaneText::Kind::Value && cex.sourceValue->lanes[i].hexValue != cex.targetValue->lanes[i].hexValue;
    if (!returnDiffers) return "Mismatch in memory";
  }
  bool undefInput = false;
  for (auto& in : cex.inputs)
    for (auto& l : in.lanes) undefInput |= l.kind == LaneText::Kind::Undef;
  return undefInput || targetReadsUndef ? "Target's return value is more undefined" : "Value mismatch";
}

} // namespace theseus::verify
