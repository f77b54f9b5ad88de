#include "ir/Printer.h"

#include "ir/Hash.h"
#include "ir/X86Intrinsics.h"

#include <set>
#include <sstream>
#include <unordered_map>
#include <unordered_set>

namespace theseus::ir {

namespace {

// The name every local value and block is printed with, without the sigil. Built once per
// printed function so that names are unique, non-empty and valid LLVM identifiers when quoted.
class NameTable {
public:
  // Keeps the names `f` already has where they are usable; gives fresh names otherwise.
  static NameTable keeping(const Function& f) { return NameTable(f, true); }
  // Ignores the names `f` has: arguments a0.., blocks bb0.., values v0.. in order of definition.
  static NameTable canonical(const Function& f) { return NameTable(f, false); }

  const std::string& of(const Value* v) const { return values_.at(v); }
  const std::string& of(const Block* b) const { return blocks_.at(b); }

private:
  NameTable(const Function& f, bool keepNames) : keepNames_(keepNames) {
    if (keepNames) reserveUsableNames(f);
    for (auto& a : f.arguments()) values_[a.get()] = pick(keepNames ? a->name() : "", "a", argCounter_);
    for (auto& b : f.blocks()) {
      blocks_[b.get()] = pick(keepNames ? b->name() : "", "bb", blockCounter_);
      for (auto& inst : b->instructions())
        if (!inst->type().isVoid()) values_[inst.get()] = pick(keepNames ? inst->name() : "", "v", valueCounter_);
    }
  }

  // Claims, first come first served, every existing name that is non-empty and printable.
  void reserveUsableNames(const Function& f) {
    for (auto& a : f.arguments()) reserved_.insert(a->name());
    for (auto& b : f.blocks()) {
      reserved_.insert(b->name());
      for (auto& inst : b->instructions())
        if (!inst->type().isVoid()) reserved_.insert(inst->name());
    }
  }

  // `wanted` if it is still free, otherwise `<prefix><n>` for the next free n. Without kept names
  // that is always the next n: no name is reserved, and the prefixes a, bb and v start
  // differently, so no fresh name of one prefix can take one of another.
  std::string pick(const std::string& wanted, const std::string& prefix, unsigned& counter) {
    if (!keepNames_) return prefix + std::to_string(counter++);
    if (!wanted.empty() && !used_.count(wanted) && wanted.find('\0') == std::string::npos) {
      used_.insert(wanted);
      return wanted;
    }
    std::string fresh;
    do fresh = prefix + std::to_string(counter++);
    while (used_.count(fresh) || reserved_.count(fresh));
    used_.insert(fresh);
    return fresh;
  }

  std::unordered_map<const Value*, std::string> values_;
  std::unordered_map<const Block*, std::string> blocks_;
  std::unordered_set<std::string> used_;
  std::unordered_set<std::string> reserved_;
  unsigned argCounter_ = 0, blockCounter_ = 0, valueCounter_ = 0;
  bool keepNames_;
};

bool isPlainIdentifierChar(char c, bool first) {
  bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '-' || c == '$' || c == '.' || c == '_';
  return letter || (!first && c >= '0' && c <= '9');
}

// `name` as LLVM spells it after a sigil: bare when it is a plain identifier, quoted otherwise.
std::string identifier(const std::string& name) {
  bool plain = !name.empty();
  for (size_t i = 0; i < name.size() && plain; ++i) plain = isPlainIdentifierChar(name[i], i == 0);
  if (plain) return name;
  static const char* hex = "0123456789ABCDEF";
  std::string out = "\"";
  for (unsigned char c : name) {
    if (c < 0x20 || c >= 0x7f || c == '"' || c == '\\') {
      out += '\\';
      out += hex[c >> 4];
      out += hex[c & 15];
    } else {
      out += char(c);
    }
  }
  return out + "\"";
}

// `digits` hexadecimal digits of `v`, most significant first.
std::string hexDigits(uint64_t v, unsigned digits) {
  static const char* hex = "0123456789ABCDEF";
  std::string out(digits, '0');
  for (unsigned i = 0; i < digits; ++i) out[digits - 1 - i] = hex[(v >> (4 * i)) & 15];
  return out;
}

// The binary32 pattern `f` as the binary64 pattern of the same value, as LLVM writes float
// literals; a NaN keeps its payload in the top fraction bits.
uint64_t floatBitsAsDouble(uint32_t f) {
  uint64_t sign = uint64_t(f >> 31) << 63;
  uint32_t exponent = (f >> 23) & 0xFF, fraction = f & 0x7FFFFF;
  if (exponent == 0xFF) return sign | (uint64_t(0x7FF) << 52) | (uint64_t(fraction) << 29);
  if (exponent == 0 && fraction == 0) return sign;
  int e = int(exponent) - 127;
  uint64_t mantissa = fraction;
  if (exponent == 0) {
    e = -126;
    while (!(mantissa & 0x800000)) {
      mantissa <<= 1;
      --e;
    }
    mantissa &= 0x7FFFFF;
  }
  return sign | (uint64_t(e + 1023) << 52) | (mantissa << 29);
}

// A floating-point lane in LLVM's exact hexadecimal forms: 0xH (half), 0xR (bfloat), 0x with
// the binary64 pattern (float, double), 0xL low word then high word (fp128).
std::string floatLaneText(FloatKind kind, const Bits& bits) {
  switch (kind) {
  case FloatKind::Half: return "0xH" + hexDigits(bits.low64(), 4);
  case FloatKind::BFloat: return "0xR" + hexDigits(bits.low64(), 4);
  case FloatKind::Float: return "0x" + hexDigits(floatBitsAsDouble(uint32_t(bits.low64())), 16);
  case FloatKind::Double: return "0x" + hexDigits(bits.low64(), 16);
  default: return "0xL" + hexDigits(bits.words()[0], 16) + hexDigits(bits.words().size() > 1 ? bits.words()[1] : 0, 16);
  }
}

std::string laneText(const ConstLane& lane, FloatKind kind = FloatKind::None) {
  switch (lane.kind) {
  case ConstLane::Kind::Poison: return "poison";
  case ConstLane::Kind::Undef: return "undef";
  case ConstLane::Kind::Value: break;
  }
  if (kind != FloatKind::None) return floatLaneText(kind, lane.bits);
  if (lane.bits.width() == 1) return lane.bits.isZero() ? "false" : "true";
  return lane.bits.toSignedDecimal();
}

// The text of `lane` of scalar type `type`: a null pointer is `null`, another pointer word its
// integer (a pointer constant other than null is never imported).
std::string scalarLaneText(const Type& type, const ConstLane& lane) {
  if (type.isPtr() && lane.kind == ConstLane::Kind::Value && lane.bits.isZero()) return "null";
  return laneText(lane, type.floatKind());
}

// The text of a constant of type `type` whose flat lanes start at `lanes[next]`; advances `next`.
std::string constantLanesText(const Type& type, const std::vector<ConstLane>& lanes, size_t& next) {
  unsigned count = type.flatLaneCount();
  bool allPoison = count > 0, allUndef = count > 0;
  for (unsigned i = 0; i < count; ++i) {
    allPoison = allPoison && lanes[next + i].kind == ConstLane::Kind::Poison;
    allUndef = allUndef && lanes[next + i].kind == ConstLane::Kind::Undef;
  }
  if (allPoison || allUndef) {
    next += count;
    return allPoison ? "poison" : "undef";
  }
  if (type.isInt() || type.isFloat() || type.isPtr()) return scalarLaneText(type, lanes[next++]);
  if (type.isStruct() && type.fields().empty()) return "{}";
  bool vector = type.isVector() || type.isPtrVector();
  std::string out = vector ? "<" : "{ ";
  if (vector)
    for (unsigned i = 0; i < type.lanes(); ++i) out += (i ? ", " : "") + type.scalar().str() + " " + scalarLaneText(type.scalar(), lanes[next++]);
  else
    for (size_t i = 0; i < type.fields().size(); ++i)
      out += (i ? ", " : "") + type.fields()[i].str() + " " + constantLanesText(type.fields()[i], lanes, next);
  return out + (vector ? ">" : " }");
}

std::string attrsText(const ValueAttrs& attrs) {
  std::string out;
  if (attrs.zeroext) out += "zeroext ";
  if (attrs.signext) out += "signext ";
  if (attrs.noundef) out += "noundef ";
  if (attrs.returned) out += "returned ";
  if (attrs.range) {
    std::string scalar = "i" + std::to_string(attrs.range->first.width());
    out += "range(" + scalar + " " + attrs.range->first.toSignedDecimal() + ", " + attrs.range->second.toSignedDecimal() + ") ";
  }
  if (attrs.nonnull) out += "nonnull ";
  if (attrs.noalias) out += "noalias ";
  if (attrs.dereferenceable) out += "dereferenceable(" + std::to_string(attrs.dereferenceable) + ") ";
  if (attrs.dereferenceableOrNull) out += "dereferenceable_or_null(" + std::to_string(attrs.dereferenceableOrNull) + ") ";
  if (attrs.align) out += "align " + std::to_string(attrs.align) + " ";
  if (attrs.readonly) out += "readonly ";
  if (attrs.writeonly) out += "writeonly ";
  if (attrs.readnone) out += "readnone ";
  if (attrs.nocapture) out += "nocapture ";
  if (attrs.writable) out += "writable ";
  return out;
}

std::string flagsText(const Instruction& inst) {
  std::string out;
  if (inst.hasFlag(FlagNUW)) out += " nuw";
  if (inst.hasFlag(FlagNSW)) out += " nsw";
  if (inst.hasFlag(FlagExact)) out += " exact";
  if (inst.hasFlag(FlagDisjoint)) out += " disjoint";
  if (inst.hasFlag(FlagNNeg)) out += " nneg";
  if (inst.hasFlag(FlagInBounds)) out += " inbounds";
  if (inst.hasFlag(FlagNUSW)) out += " nusw";
  return out + fastMathText(inst.fastMath);
}

// LLVM's name of an access mode.
const char* modRefText(bool read, bool write) {
  if (read) return write ? "readwrite" : "read";
  return write ? "write" : "none";
}

// The function's memory(...) effects, preceded by a space; "" when unrestricted. Other memory's
// mode is the default, argument memory's follows when it differs.
std::string memoryEffectText(const Function& f) {
  bool argRead = f.mayReadArgMemory, argWrite = f.mayWriteArgMemory, otherRead = f.mayReadOtherMemory, otherWrite = f.mayWriteOtherMemory;
  if (argRead && argWrite && otherRead && otherWrite) return "";
  std::string out = std::string(" memory(") + modRefText(otherRead, otherWrite);
  if (argRead != otherRead || argWrite != otherWrite) out += std::string(", argmem: ") + modRefText(argRead, argWrite);
  return out + ")";
}

// The attribute `name`="out,in" of non-IEEE denormal modes, preceded by a space; "" for IEEE.
std::string denormalText(const char* name, const DenormalModes& modes) {
  if (modes.isIEEE()) return "";
  static const char* kNames[] = {"ieee", "preserve-sign", "positive-zero"};
  return std::string(" \"") + name + "\"=\"" + kNames[size_t(modes.output)] + "," + kNames[size_t(modes.input)] + "\"";
}

// Prints the instructions of one function with one NameTable.
class FunctionPrinter {
public:
  FunctionPrinter(std::string& out, const NameTable& names) : out_(out), names_(names) {}

  // Appends the whole `define`, named `functionName` (already spelled with its sigil).
  void print(const Function& f, const std::string& functionName) {
    out_ += "define " + attrsText(f.returnAttrs) + f.returnType().str() + " " + functionName + "(";
    for (auto& a : f.arguments()) {
      out_ += a->index() ? ", " : "";
      out_ += a->type().str() + " " + attrsText(a->attrs) + (a->availableAtRoot ? "" : "\"" + std::string(kNotAtRootAttribute) + "\" ") + local(a.get());
    }
    out_ += ")";
    out_ += f.noreturn ? " noreturn" : "";
    out_ += memoryEffectText(f);
    out_ += denormalText("denormal-fp-math", f.denormal) + denormalText("denormal-fp-math-f32", f.denormalF32);
    out_ += " {\n";
    for (size_t i = 0; i < f.blocks().size(); ++i) {
      const Block& b = *f.blocks()[i];
      out_ += i ? "\n" : "";
      out_ += identifier(names_.of(&b)) + ":\n";
      for (auto& inst : b.instructions()) printInstruction(*inst);
    }
    out_ += "}\n";
  }

private:
  std::string local(const Value* v) const { return "%" + identifier(names_.of(v)); }
  std::string label(const Block* b) const { return "%" + identifier(names_.of(b)); }

  std::string operand(const Value* v) const {
    if (v->valueKind() == Value::Kind::Constant) return constantText(static_cast<const Constant&>(*v));
    if (v->valueKind() == Value::Kind::Global) return "@" + identifier(v->name());
    return local(v);
  }
  std::string typed(const Value* v) const { return v->type().str() + " " + operand(v); }

  void printInstruction(const Instruction& inst) {
    out_ += "  ";
    if (!inst.type().isVoid()) out_ += local(&inst) + " = ";
    out_ += body(inst) + "\n";
  }

  std::string indexList(const std::vector<unsigned>& indices) const {
    std::string out;
    for (unsigned i : indices) out += ", " + std::to_string(i);
    return out;
  }

  std::string maskText(const std::vector<int>& mask) const {
    std::string out = "<" + std::to_string(mask.size()) + " x i32> <";
    for (size_t i = 0; i < mask.size(); ++i) out += (i ? ", i32 " : "i32 ") + (mask[i] < 0 ? std::string("poison") : std::to_string(mask[i]));
    return out + ">";
  }

  std::string switchText(const Instruction& inst) const {
    std::string out = "switch " + typed(inst.operand(0)) + ", label " + label(inst.blocks[0]) + " [\n";
    for (unsigned i = 1; i < inst.numOperands(); ++i) out += "    " + typed(inst.operand(i)) + ", label " + label(inst.blocks[i]) + "\n";
    return out + "  ]";
  }

  std::string phiText(const Instruction& inst) const {
    std::string out = "phi" + fastMathText(inst.fastMath) + " " + inst.type().str();
    for (unsigned i = 0; i < inst.numOperands(); ++i) out += std::string(i ? "," : "") + " [ " + operand(inst.operand(i)) + ", " + label(inst.blocks[i]) + " ]";
    return out;
  }

  // Operand `i` of a call with its type, and for a memory intrinsic's operands their call-site
  // attributes and `align`.
  std::string typedWithAlign(const Instruction& inst, unsigned i) const {
    uint64_t align = !isMemoryIntrinsic(inst.intrinsic) ? 0 : i == 0 ? inst.align : i == 1 ? inst.sourceAlign : 0;
    std::string attrs = i < inst.operandAttrs.size() ? attrsText(inst.operandAttrs[i]) : "";
    if (align > 1 && inst.operand(i)->type().isPtr()) attrs += "align " + std::to_string(align) + " ";
    return inst.operand(i)->type().str() + " " + attrs + operand(inst.operand(i));
  }

  std::string callText(const Instruction& inst) const {
    std::string out = std::string(inst.hasFlag(FlagTail) ? "tail " : "") + "call" + fastMathText(inst.fastMath) + " " + attrsText(inst.returnAttrs) + inst.type().str() + " @" + identifier(intrinsicCallee(inst)) + "(";
    for (unsigned i = 0; i < inst.numOperands(); ++i) out += (i ? ", " : "") + typedWithAlign(inst, i);
    if (isConstrainedIntrinsic(inst.intrinsic))
      out += ", metadata !\"" + std::string(roundingName(inst.constrained.rounding)) + "\", metadata !\"" +
             std::string(exceptionsName(inst.constrained.exceptions)) + "\"";
    return out + ")";
  }

  // getelementptr as Theseus holds it: the byte offset and each index with its scale in bytes
  // ("getelementptr inbounds i8, ptr %p, i64 8, i64 %i x 4"; not LLVM syntax when an index is scaled).
  std::string gepText(const Instruction& inst) const {
    std::string out = "getelementptr" + flagsText(inst) + " i8, " + typed(inst.operand(0)) + ", i64 " + std::to_string(inst.gepOffset);
    for (unsigned i = 1; i < inst.numOperands(); ++i) out += ", " + typed(inst.operand(i)) + " x " + std::to_string(inst.gepScales[i - 1]);
    return out;
  }

  std::string memoryText(const Instruction& inst) const {
    std::string align = ", align " + std::to_string(inst.align);
    switch (inst.opcode()) {
    case Opcode::Alloca: return "alloca [" + std::to_string(inst.allocBytes) + " x i8], " + typed(inst.operand(0)) + align;
    case Opcode::Load: return "load " + inst.type().str() + ", " + typed(inst.operand(0)) + align;
    case Opcode::Store: return "store " + typed(inst.operand(0)) + ", " + typed(inst.operand(1)) + align;
    case Opcode::GetElementPtr: return gepText(inst);
    case Opcode::IntToPtr: return "inttoptr " + typed(inst.operand(0)) + " to " + inst.type().str();
    default: return "ptrtoint " + typed(inst.operand(0)) + " to " + inst.type().str();
    }
  }

  std::string body(const Instruction& inst) const {
    std::string name(opcodeName(inst.opcode()));
    Opcode op = inst.opcode();
    if (isBinaryOp(op) || isFloatBinaryOp(op)) return name + flagsText(inst) + " " + typed(inst.operand(0)) + ", " + operand(inst.operand(1));
    if (isCast(op)) return name + flagsText(inst) + " " + typed(inst.operand(0)) + " to " + inst.type().str();
    if (isMemoryOp(op)) return memoryText(inst);
    switch (op) {
    case Opcode::ICmp: return "icmp " + std::string(predicateName(inst.predicate)) + " " + typed(inst.operand(0)) + ", " + operand(inst.operand(1));
    case Opcode::FCmp:
      return "fcmp" + fastMathText(inst.fastMath) + " " + std::string(fcmpPredicateName(inst.fcmpPredicate)) + " " + typed(inst.operand(0)) + ", " + operand(inst.operand(1));
    case Opcode::FNeg: return "fneg" + fastMathText(inst.fastMath) + " " + typed(inst.operand(0));
    case Opcode::Select: return "select" + fastMathText(inst.fastMath) + " " + typed(inst.operand(0)) + ", " + typed(inst.operand(1)) + ", " + typed(inst.operand(2));
    case Opcode::Freeze: return "freeze " + typed(inst.operand(0));
    case Opcode::ExtractElement: return name + " " + typed(inst.operand(0)) + ", " + typed(inst.operand(1));
    case Opcode::InsertElement: return name + " " + typed(inst.operand(0)) + ", " + typed(inst.operand(1)) + ", " + typed(inst.operand(2));
    case Opcode::ShuffleVector: return name + " " + typed(inst.operand(0)) + ", " + typed(inst.operand(1)) + ", " + maskText(inst.mask);
    case Opcode::ExtractValue: return name + " " + typed(inst.operand(0)) + indexList(inst.indices);
    case Opcode::InsertValue: return name + " " + typed(inst.operand(0)) + ", " + typed(inst.operand(1)) + indexList(inst.indices);
    case Opcode::Phi: return phiText(inst);
    case Opcode::Call: return callText(inst);
    case Opcode::Br:
      if (inst.numOperands() == 0) return "br label " + label(inst.blocks[0]);
      return "br " + typed(inst.operand(0)) + ", label " + label(inst.blocks[0]) + ", label " + label(inst.blocks[1]);
    case Opcode::Switch: return switchText(inst);
    case Opcode::Ret: return inst.numOperands() ? "ret " + typed(inst.operand(0)) : "ret void";
    case Opcode::Unreachable: return "unreachable";
    default: return name;
    }
  }

  std::string& out_;
  const NameTable& names_;
};

// The `declare` line of the intrinsic `call` calls.
std::string declarationOf(const Instruction& call) {
  std::string out = "declare " + call.type().str() + " @" + identifier(intrinsicCallee(call)) + "(";
  for (unsigned i = 0; i < call.numOperands(); ++i) out += (i ? ", " : "") + call.operand(i)->type().str();
  if (isConstrainedIntrinsic(call.intrinsic)) out += ", metadata, metadata";
  return out + ")\n";
}

// Appends to `out` the declarations of intrinsics `f` calls whose callee is not in `seen`.
void collectDeclarations(const Function& f, std::set<std::string>& seen, std::string& out) {
  for (auto& b : f.blocks())
    for (auto& inst : b->instructions())
      if (inst->opcode() == Opcode::Call && seen.insert(intrinsicCallee(*inst)).second) out += declarationOf(*inst);
}

} // namespace

void printFunction(std::ostream& os, const Function& f) { os << toString(f); }

std::string toString(const Function& f) {
  std::string out;
  NameTable names = NameTable::keeping(f);
  FunctionPrinter(out, names).print(f, "@" + identifier(f.name().empty() ? std::string("unnamed") : f.name()));
  return out;
}

void printModule(std::ostream& os, const Module& m) {
  if (m.dataLayout.bigEndian) os << "target datalayout = \"E\"\n\n";
  std::set<std::string> seen;
  std::string declarations;
  for (auto& f : m.functions()) {
    printFunction(os, *f);
    os << "\n";
    collectDeclarations(*f, seen, declarations);
  }
  os << declarations;
}

std::string toString(const Module& m) {
  std::ostringstream os;
  printModule(os, m);
  return os.str();
}

std::string intrinsicDeclarations(const Function& f) {
  std::set<std::string> seen;
  std::string out;
  collectDeclarations(f, seen, out);
  return out;
}

std::string constantText(const Constant& c) {
  size_t next = 0;
  return constantLanesText(c.type(), c.lanes(), next);
}

std::string intrinsicCallee(const Instruction& call) {
  if (call.intrinsic == Intrinsic::X86) return std::string(x86Rows().at(call.x86Row).name);
  std::string name(intrinsicStem(call.intrinsic));
  std::string_view overloads = intrinsicOverloads(call.intrinsic);
  if (overloads.find('R') != std::string_view::npos) name += "." + call.type().mangled();
  if (overloads.find('A') != std::string_view::npos && call.numOperands() > 0) name += "." + call.operand(0)->type().mangled();
  for (char c : overloads)
    if (c >= '0' && c <= '9' && unsigned(c - '0') < call.numOperands()) name += "." + call.operand(unsigned(c - '0'))->type().mangled();
  return name;
}

std::string canonicalText(const Function& f) {
  std::string out;
  NameTable names = NameTable::canonical(f);
  FunctionPrinter(out, names).print(f, "@f");
  return out;
}

uint64_t canonicalHash(const Function& f) {
  return fnv1a(canonicalText(f));
}

} // namespace theseus::ir
