#pragma once
// Type: the value types of the Theseus IR — iN, <K x iN>, literal structs of those
// (the {iN, i1} results of *.with.overflow), and void. Types are small values.
#include <memory>
#include <string>
#include <vector>

namespace theseus::ir {

class Type {
public:
  enum class Kind : unsigned char { Void, Int, Vector, Struct };

  static Type voidTy() { return Type(Kind::Void, 0, 0); }
  // iN; `bits` must be at least 1.
  static Type intTy(unsigned bits) { return Type(Kind::Int, bits, 1); }
  // <lanes x iN>.
  static Type vectorTy(unsigned lanes, unsigned bits) { return Type(Kind::Vector, bits, lanes); }
  // A literal struct { fields... }.
  static Type structTy(std::vector<Type> fields);

  Kind kind() const { return kind_; }
  bool isVoid() const { return kind_ == Kind::Void; }
  bool isInt() const { return kind_ == Kind::Int; }
  bool isVector() const { return kind_ == Kind::Vector; }
  bool isStruct() const { return kind_ == Kind::Struct; }
  // An integer or a vector of integers.
  bool isIntOrVector() const { return isInt() || isVector(); }
  bool isBool() const { return isInt() && bits_ == 1; }

  // The element width of an integer or vector type.
  unsigned bits() const { return bits_; }
  // The lane count: 1 for an integer, K for <K x iN>.
  unsigned lanes() const { return lanes_; }
  // bits() * lanes() for integers and vectors.
  unsigned totalBits() const { return bits_ * lanes_; }
  // The scalar element type of an integer or vector type.
  Type scalar() const { return intTy(bits_); }
  // The same shape with another element width (i1 for icmp results, say).
  Type withBits(unsigned bits) const { return isVector() ? vectorTy(lanes_, bits) : intTy(bits); }

  const std::vector<Type>& fields() const;
  // The widths of the lanes after flattening: a struct lists its fields' lanes in order.
  std::vector<unsigned> flatLaneWidths() const;
  unsigned flatLaneCount() const;
  // The first flat lane of field `index` of a struct.
  unsigned fieldLaneOffset(unsigned index) const;

  // LLVM spelling: i32, <4 x i32>, { i32, i1 }, void.
  std::string str() const;
  // LLVM's intrinsic-name mangling: i32, v4i32.
  std::string mangled() const;

  bool operator==(const Type& other) const;
  bool operator!=(const Type& other) const { return !(*this == other); }

private:
  Type(Kind kind, unsigned bits, unsigned lanes) : kind_(kind), bits_(bits), lanes_(lanes) {}
  Kind kind_;
  unsigned bits_;
  unsigned lanes_;
  std::shared_ptr<const std::vector<Type>> fields_;
};

} // namespace theseus::ir
