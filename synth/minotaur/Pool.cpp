#include "synth/minotaur/Pool.h"

#include "ir/X86Intrinsics.h"

#include <algorithm>
#include <array>
#include <set>

namespace theseus::synth {

namespace {

using ir::Intrinsic;
using ir::Opcode;
using ir::Type;

// Whether a value of type `a` may stand for one of type `b` through a bitcast.
bool reinterpretable(const Type& a, const Type& b) {
  return a != b && !a.isPtr() && !b.isPtr() && a.totalBits() == b.totalBits() && a.totalBits() >= 16 && a.bits() > 1 && b.bits() > 1 &&
         (a.isVector() || b.isVector());
}

// The CPU features of x86-64-v3 that x86 rows may need.
bool featureAvailable(std::string_view f) {
  static const std::array<std::string_view, 6> kV3 = {"sse2", "ssse3", "sse4.1", "sse41", "avx", "avx2"};
  return std::find(kV3.begin(), kV3.end(), f) != kV3.end();
}

bool usefulX86Family(ir::X86Family f) {
  using ir::X86Family;
  switch (f) {
  case X86Family::PAvg: case X86Family::PMAddWD: case X86Family::PMAddUBSW: case X86Family::PSadBW:
  case X86Family::PMulH: case X86Family::PMulHRSW: case X86Family::PShufB: case X86Family::Pack:
  case X86Family::ShiftPerLane: case X86Family::PHAddSub: case X86Family::PSign: case X86Family::PAbs:
  case X86Family::PermVar: case X86Family::PBlendVB: return true;
  default: return false;
  }
}

std::string_view withoutPrefix(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix ? s.substr(prefix.size()) : s;
}

// The name `--ops` matches a template by: the opcode, the intrinsic stem without "llvm.", or the
// x86 row name without "llvm.x86.".
std::string_view baseName(const Template& t) {
  if (t.intrinsic == Intrinsic::X86) return withoutPrefix(ir::x86Rows()[t.x86Row].name, "llvm.x86.");
  if (t.intrinsic != Intrinsic::None) return withoutPrefix(ir::intrinsicStem(t.intrinsic), "llvm.");
  return ir::opcodeName(t.op);
}

} // namespace

std::string Template::name() const {
  std::string s(baseName(*this));
  if (op == Opcode::ICmp) s += " " + std::string(ir::predicateName(predicate));
  if (op == Opcode::FCmp) s += " " + std::string(ir::fcmpPredicateName(fcmpPredicate));
  if (flags & ir::FlagNUW) s += " nuw";
  if (flags & ir::FlagNSW) s += " nsw";
  if (flags & ir::FlagExact) s += " exact";
  if (flags & ir::FlagDisjoint) s += " disjoint";
  s += " " + result.str() + "(";
  for (size_t i = 0; i < operands.size(); ++i) s += (i ? "," : "") + operands[i].str();
  return s + ")";
}

Pool::Pool(const ir::Function& cut, const PoolOptions& options) : options_(options) {
  collectInputs(cut);
  addCaseConditions(cut);
  collectTypes(cut);
  producing_.resize(types_.size());
  for (const Type& t : std::vector<Type>(types_)) addTemplatesFor(t);
  addLoadTemplates();
  if (cut.blocks().size() > 1) addBooleanSelect();
}

// A region cut's select of i1 values (other types have select already): a phi of i1 joining two
// paths becomes one select on the branch condition.
void Pool::addBooleanSelect() {
  Type i1 = Type::intTy(1);
  if (std::find(types_.begin(), types_.end(), i1) != types_.end()) add({.op = Opcode::Select, .result = i1, .operands = {i1, i1, i1}});
}

// With a pointer input, a load of every integer type of whole bytes (at most 128 bits) and every
// vector type of the pool through it (alignment 1: UB only outside the block). A rewrite may
// then read bytes the cut reads in another shape (two narrow loads as one wide load); the proof
// shows the load is in bounds whenever the cut's loads are.
void Pool::addLoadTemplates() {
  bool anyPointer = std::any_of(inputs_.begin(), inputs_.end(), [](const PoolInput& in) { return in.type.isPtr(); });
  if (!anyPointer) return;
  for (const Type& t : std::vector<Type>(types_))
    if ((t.isInt() && t.bits() % 8 == 0 && t.bits() <= 128) || (t.isVector() && t.totalBits() % 8 == 0))
      add({.op = Opcode::Load, .result = t, .operands = {Type::ptrTy()}});
}

namespace {

// Whether `v` is, or is computed from, a local block of the cut (an alloca), a phi, or an input not
// available at the root. A candidate copying the first would copy the alloca without the stores
// that gave its bytes, and a rewrite with an alloca is never applied (cut/apply/); a rewrite is
// one block, where a phi has no meaning (its choice is made again by a select over the cut's i1
// values); a rewrite placed before the root cannot read a value defined in one arm of the region
// (ir::Argument::availableAtRoot). None is a pool input.
bool unreadableByRewrite(const ir::Value* v, std::set<const ir::Value*>& seen) {
  if (v->valueKind() == ir::Value::Kind::Argument) return !static_cast<const ir::Argument*>(v)->availableAtRoot;
  if (v->valueKind() != ir::Value::Kind::Instruction || !seen.insert(v).second) return false;
  auto* inst = static_cast<const ir::Instruction*>(v);
  if (inst->opcode() == ir::Opcode::Alloca || inst->opcode() == ir::Opcode::Phi) return true;
  for (const ir::Value* op : inst->operands())
    if (unreadableByRewrite(op, seen)) return true;
  return false;
}

// The values `cut` returns (the root: one `ret` for a cut, several in a hand-written function).
std::set<const ir::Value*> returnedValues(const ir::Function& cut) {
  std::set<const ir::Value*> out;
  for (auto& block : cut.blocks())
    if (const ir::Instruction* t = block->terminator(); t && t->opcode() == ir::Opcode::Ret && t->numOperands()) out.insert(t->operand(0));
  return out;
}

} // namespace

void Pool::collectInputs(const ir::Function& cut) {
  for (auto& a : cut.arguments())
    if ((a->type().isIntOrVector() || a->type().isFloatOrVector() || a->type().isPtr()) && a->availableAtRoot) inputs_.push_back({a.get(), a->type()});
  std::set<const ir::Value*> returned = returnedValues(cut);
  for (auto& block : cut.blocks())
    for (auto& inst : block->instructions()) {
      bool typed = inst->type().isIntOrVector() || inst->type().isFloatOrVector() || inst->type().isPtr();
      std::set<const ir::Value*> seen;
      if (typed && !returned.count(inst.get()) && !unreadableByRewrite(inst.get(), seen)) inputs_.push_back({inst.get(), inst->type()});
    }
}

void Pool::addCaseConditions(const ir::Function& cut) {
  for (auto& block : cut.blocks()) {
    const ir::Instruction* t = block->terminator();
    if (!t || t->opcode() != Opcode::Switch) continue;
    ir::Value* condition = t->operand(0);
    std::set<const ir::Value*> seen;
    if (!condition->type().isInt() || unreadableByRewrite(condition, seen)) continue;
    for (size_t c = 1; c < t->numOperands(); ++c) {
      auto compare = std::make_unique<ir::Instruction>(Opcode::ICmp, Type::intTy(1), "case" + std::to_string(caseConditions_.size()));
      compare->predicate = ir::ICmpPred::EQ;
      compare->addOperand(condition);
      compare->addOperand(t->operand(c));
      inputs_.push_back({compare.get(), compare->type()});
      caseConditions_.push_back(std::move(compare));
    }
  }
}

void Pool::addType(const Type& t) {
  if (!(t.isIntOrVector() || t.isFloatOrVector()) || t.totalBits() > 512 || (t.isInt() && t.bits() > 128)) return;
  if (std::find(types_.begin(), types_.end(), t) == types_.end()) types_.push_back(t);
}

void Pool::collectTypes(const ir::Function& cut) {
  std::vector<Type> seen;
  seen.push_back(cut.returnType());
  for (auto& a : cut.arguments()) seen.push_back(a->type());
  for (auto& block : cut.blocks())
    for (auto& inst : block->instructions()) seen.push_back(inst->type());
  for (const Type& t : seen) {
    if (t.isFloatOrVector()) addFloatTypes(t);
    if (!t.isIntOrVector()) continue;
    addType(t);
    addType(t.withBits(1));
    if (options_.widen && t.isInt() && t.bits() >= 8 && t.bits() <= 32) addType(Type::intTy(2 * t.bits()));
    if (t.isVector() && (t.totalBits() == 128 || t.totalBits() == 256)) {
      for (unsigned elt : {8u, 16u, 32u, 64u}) addType(Type::vectorTy(t.totalBits() / elt, elt));
      if (t.totalBits() == 128) addType(Type::intTy(128));
    }
  }
}

const std::vector<unsigned>& Pool::producing(const Type& t) const {
  auto it = std::find(types_.begin(), types_.end(), t);
  return it == types_.end() ? none_ : producing_[size_t(it - types_.begin())];
}

std::vector<unsigned> Pool::inputsOf(const Type& t) const {
  std::vector<unsigned> out;
  for (unsigned i = 0; i < inputs_.size(); ++i)
    if (inputs_[i].type == t || (options_.untyped && reinterpretable(inputs_[i].type, t))) out.push_back(i);
  return out;
}

std::vector<Type> Pool::viewsOf(const Type& t) const {
  std::vector<Type> out = {t};
  if (options_.untyped)
    for (const Type& s : types_)
      if (reinterpretable(s, t)) out.push_back(s);
  return out;
}

bool Pool::kept(const Template& t) const {
  if (options_.only.empty()) return true;
  std::string_view name = baseName(t);
  for (const std::string& o : options_.only)
    if (o == name || withoutPrefix(o, "llvm.x86.") == name || withoutPrefix(o, "llvm.") == name) return true;
  return false;
}

void Pool::add(Template t) {
  if (!kept(t)) return;
  auto it = std::find(types_.begin(), types_.end(), t.result);
  producing_[size_t(it - types_.begin())].push_back(unsigned(templates_.size()));
  templates_.push_back(std::move(t));
}

void Pool::addTemplatesFor(const Type& t) {
  if (t.isFloatOrVector()) {
    addFloatTemplates(t);
    addVectorTemplates(t);
    return;
  }
  addFloatToIntTemplates(t);
  addBinaryTemplates(t);
  addIntrinsicTemplates(t);
  addCastTemplates(t);
  addVectorTemplates(t);
  if (options_.x86) addX86Templates(t);
}

void Pool::addBinaryTemplates(const Type& t) {
  std::vector<Opcode> ops = {Opcode::And, Opcode::Or, Opcode::Xor};
  if (t.bits() > 1)
    ops.insert(ops.end(), {Opcode::Add, Opcode::Sub, Opcode::Mul, Opcode::Shl, Opcode::LShr, Opcode::AShr, Opcode::UDiv,
                           Opcode::SDiv, Opcode::URem, Opcode::SRem});
  for (Opcode op : ops) {
    uint8_t allowed = options_.flags ? ir::allowedFlags(op) : 0;
    for (unsigned f = 0; f <= allowed; ++f) {
      if ((f & ~allowed) != 0) continue;
      Template tp{.op = op, .flags = uint8_t(f), .result = t, .operands = {t, t}, .commutative = ir::isCommutative(op)};
      add(tp);
    }
  }
  if (t.bits() == 1) {
    for (const Type& s : std::vector<Type>(types_)) {
      if (s.bits() == 1 || !sameShape(s, t) || s.isFloatOrVector()) continue;
      for (ir::ICmpPred p : {ir::ICmpPred::EQ, ir::ICmpPred::NE, ir::ICmpPred::ULT, ir::ICmpPred::ULE, ir::ICmpPred::SLT, ir::ICmpPred::SLE})
        add({.op = Opcode::ICmp, .predicate = p, .result = t, .operands = {s, s},
             .commutative = p == ir::ICmpPred::EQ || p == ir::ICmpPred::NE});
    }
  } else {
    add({.op = Opcode::Select, .result = t, .operands = {t.withBits(1), t, t}});
  }
}

void Pool::addIntrinsicTemplates(const Type& t) {
  if (t.bits() == 1) return;
  auto call = [&](Intrinsic id, unsigned arity, bool commutative, bool immediate) {
    add({.op = Opcode::Call, .intrinsic = id, .result = t, .operands = std::vector<Type>(arity, t), .commutative = commutative,
         .falseImmediate = immediate});
  };
  call(Intrinsic::Ctpop, 1, false, false);
  call(Intrinsic::Ctlz, 1, false, true);
  call(Intrinsic::Cttz, 1, false, true);
  call(Intrinsic::Abs, 1, false, true);
  if (t.bits() % 16 == 0) call(Intrinsic::BSwap, 1, false, false);
  call(Intrinsic::BitReverse, 1, false, false);
  for (Intrinsic id : {Intrinsic::UMin, Intrinsic::UMax, Intrinsic::SMin, Intrinsic::SMax, Intrinsic::UAddSat, Intrinsic::SAddSat})
    call(id, 2, true, false);
  for (Intrinsic id : {Intrinsic::USubSat, Intrinsic::SSubSat}) call(id, 2, false, false);
  for (Intrinsic id : {Intrinsic::FShl, Intrinsic::FShr}) call(id, 3, false, false);
}

void Pool::addCastTemplates(const Type& t) {
  for (const Type& s : std::vector<Type>(types_)) {
    if (s == t) continue;
    bool integers = !s.isFloatOrVector() && sameShape(s, t);
    if (integers && s.bits() < t.bits()) {
      add({.op = Opcode::ZExt, .result = t, .operands = {s}});
      add({.op = Opcode::SExt, .result = t, .operands = {s}});
    }
    if (integers && s.bits() > t.bits()) add({.op = Opcode::Trunc, .result = t, .operands = {s}});
    if (!options_.untyped && reinterpretable(s, t)) add({.op = Opcode::BitCast, .result = t, .operands = {s}});
  }
}

void Pool::addVectorTemplates(const Type& t) {
  Type index = Type::intTy(32);
  if (t.isVector()) {
    add({.op = Opcode::InsertElement, .result = t, .operands = {t, t.scalar(), index}});
    for (const Type& s : std::vector<Type>(types_))
      if (s.isVector() && s.scalar() == t.scalar())
        add({.op = Opcode::ShuffleVector, .result = t, .operands = {s, s, Type::vectorTy(t.lanes(), 32)}, .symbolicMask = true});
    return;
  }
  for (const Type& s : std::vector<Type>(types_)) {
    if (!s.isVector() || s.scalar() != t.scalar()) continue;
    add({.op = Opcode::ExtractElement, .result = t, .operands = {s, index}});
    if (t.isFloatOrVector()) continue;
    for (Intrinsic id : {Intrinsic::ReduceAdd, Intrinsic::ReduceAnd, Intrinsic::ReduceOr, Intrinsic::ReduceXor, Intrinsic::ReduceUMax,
                         Intrinsic::ReduceUMin, Intrinsic::ReduceSMax, Intrinsic::ReduceSMin})
      add({.op = Opcode::Call, .intrinsic = id, .result = t, .operands = {s}});
  }
}

void Pool::addX86Templates(const Type& t) {
  const auto& rows = ir::x86Rows();
  for (uint16_t i = 0; i < rows.size(); ++i) {
    const ir::X86Row& r = rows[i];
    if (!(r.result == t) || !featureAvailable(r.feature) || !usefulX86Family(r.family)) continue;
    bool typesKnown = std::all_of(r.params.begin(), r.params.end(), [&](const Type& p) {
      return std::find(types_.begin(), types_.end(), p) != types_.end();
    });
    if (!typesKnown) continue;
    bool commutative = r.family == ir::X86Family::PAvg || r.family == ir::X86Family::PMAddWD || r.family == ir::X86Family::PMulH;
    add({.op = Opcode::Call, .intrinsic = Intrinsic::X86, .x86Row = i, .result = t, .operands = r.params, .commutative = commutative});
  }
}

} // namespace theseus::synth
