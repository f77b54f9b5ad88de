#include "ir/Type.h"

namespace theseus::ir {

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
  case Kind::Vector: return "<" + std::to_string(lanes_) + " x i" + std::to_string(bits_) + ">";
  case Kind::Struct: {
    std::string s = "{ ";
    for (size_t i = 0; i < fields().size(); ++i) s += (i ? ", " : "") + fields()[i].str();
    return s + " }";
  }
  }
  return "?";
}

std::string Type::mangled() const {
  if (isVector()) return "v" + std::to_string(lanes_) + "i" + std::to_string(bits_);
  if (isInt()) return "i" + std::to_string(bits_);
  return str();
}

bool Type::operator==(const Type& other) const {
  if (kind_ != other.kind_ || bits_ != other.bits_ || lanes_ != other.lanes_) return false;
  return !isStruct() || fields() == other.fields();
}

} // namespace theseus::ir
