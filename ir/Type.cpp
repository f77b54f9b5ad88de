#include "ir/Type.h"

namespace theseus::ir {

namespace {

// One floating-point kind: its LLVM name, mangling and IEEE format.
struct FloatRow {
  const char* name;
  const char* mangled;
  FloatFormat format;
};

constexpr FloatRow kFloatRows[] = {
    {"?", "?", {0, 0}},
    {"half", "f16", {5, 11}},     // IEEE binary16
    {"bfloat", "bf16", {8, 8}},   // the top half of a binary32
    {"float", "f32", {8, 24}},    // IEEE binary32
    {"double", "f64", {11, 53}},  // IEEE binary64
    {"fp128", "f128", {15, 113}}, // IEEE binary128
};

} // namespace

FloatFormat floatFormat(FloatKind kind) { return kFloatRows[size_t(kind)].format; }

unsigned floatWidth(FloatKind kind) { return floatFormat(kind).width(); }

const char* floatTypeName(FloatKind kind) { return kFloatRows[size_t(kind)].name; }

Type Type::structTy(std::vector<Type> fields) {
  Type t(Kind::Struct, 0, 0);
  t.fields_ = std::make_shared<const std::vector<Type>>(std::move(fields));
  return t;
}

const std::vector<Type>& Type::fields() const {
  static const std::vector<Type> none;
  return fields_ ? *fields_ : none;
}

std::vector<unsigned> Type::flatLaneWidths() const {
  std::vector<unsigned> out;
  if (isStruct()) {
    for (const Type& f : fields()) {
      auto inner = f.flatLaneWidths();
      out.insert(out.end(), inner.begin(), inner.end());
    }
  } else if (!isVoid()) {
    out.assign(lanes_, bits_);
  }
  return out;
}

unsigned Type::flatLaneCount() const {
  if (!isStruct()) return isVoid() ? 0 : lanes_;
  unsigned n = 0;
  for (const Type& f : fields()) n += f.flatLaneCount();
  return n;
}

unsigned Type::fieldLaneOffset(unsigned index) const {
  unsigned offset = 0;
  for (unsigned i = 0; i < index; ++i) offset += fields()[i].flatLaneCount();
  return offset;
}

std::string Type::str() const {
  switch (kind_) {
  case Kind::Void: return "void";
  case Kind::Int: return "i" + std::to_string(bits_);
  case Kind::Float: return floatTypeName(float_);
  case Kind::Vector: case Kind::PtrVector: return "<" + std::to_string(lanes_) + " x " + scalar().str() + ">";
  case Kind::Ptr: return "ptr";
  case Kind::Struct: {
    std::string s = "{ ";
    for (size_t i = 0; i < fields().size(); ++i) s += (i ? ", " : "") + fields()[i].str();
    return s + " }";
  }
  }
  return "?";
}

std::string Type::mangled() const {
  if (isVector() || isPtrVector()) return "v" + std::to_string(lanes_) + scalar().mangled();
  if (isInt()) return "i" + std::to_string(bits_);
  if (isFloat()) return kFloatRows[size_t(float_)].mangled;
  if (isPtr()) return "p0";
  return str();
}

bool Type::operator==(const Type& other) const {
  if (kind_ != other.kind_ || float_ != other.float_ || bits_ != other.bits_ || lanes_ != other.lanes_) return false;
  return !isStruct() || fields() == other.fields();
}

} // namespace theseus::ir
