#pragma once
// Type: the value types of the Theseus IR — iN, the IEEE floating-point types (half, bfloat,
// float, double, fp128), fixed vectors of either, literal structs of those (the {iN, i1} results of
// *.with.overflow), `ptr` (address space 0, 64 bits: a block id and an offset, see docs/memory.md)
// and void; fixed vectors of `ptr` are their own kind (PtrVector: not isVector(), not isPtr()).
// Types are small values. A floating-point lane is its IEEE bit
// pattern: bits() is the format's width.
#include <memory>
#include <string>
#include <vector>

namespace theseus::ir {

// The floating-point formats; None marks an integer element.
enum class FloatKind : unsigned char { None, Half, BFloat, Float, Double, FP128 };

// An IEEE binary format: exponent field width and precision (significand bits, the hidden one
// included). The bit width is 1 + exponentBits + precision - 1.
struct FloatFormat {
  unsigned exponentBits;
  unsigned precision;
  unsigned width() const { return exponentBits + precision; }
  unsigned fractionBits() const { return precision - 1; }
  int bias() const { return (1 << (exponentBits - 1)) - 1; }
  bool operator==(const FloatFormat&) const = default;
};

// The format of a floating-point kind (not None).
FloatFormat floatFormat(FloatKind kind);
// The bit width of a floating-point kind: 16, 16, 32, 64, 128.
unsigned floatWidth(FloatKind kind);
// LLVM's spelling: half, bfloat, float, double, fp128.
const char* floatTypeName(FloatKind kind);

class Type {
public:
  enum class Kind : unsigned char { Void, Int, Float, Vector, Struct, Ptr, PtrVector };

  static Type voidTy() { return Type(Kind::Void, 0, 0); }
  // iN; `bits` must be at least 1.
  static Type intTy(unsigned bits) { return Type(Kind::Int, bits, 1); }
  // <lanes x iN>.
  static Type vectorTy(unsigned lanes, unsigned bits) { return Type(Kind::Vector, bits, lanes); }
  // half, bfloat, float, double, fp128.
  static Type floatTy(FloatKind kind) { return Type(Kind::Float, floatWidth(kind), 1, kind); }
  // <lanes x half>, <lanes x float>...
  static Type floatVectorTy(unsigned lanes, FloatKind kind) { return Type(Kind::Vector, floatWidth(kind), lanes, kind); }
  // ptr: one 64-bit lane.
  static Type ptrTy() { return Type(Kind::Ptr, 64, 1); }
  // <lanes x ptr>: `lanes` 64-bit pointer lanes.
  static Type ptrVectorTy(unsigned lanes) { return Type(Kind::PtrVector, 64, lanes); }
  // A literal struct { fields... }.
  static Type structTy(std::vector<Type> fields);

  Kind kind() const { return kind_; }
  bool isVoid() const { return kind_ == Kind::Void; }
  bool isInt() const { return kind_ == Kind::Int; }
  // A floating-point scalar.
  bool isFloat() const { return kind_ == Kind::Float; }
  // A vector of integers or of floating-point values.
  bool isVector() const { return kind_ == Kind::Vector; }
  bool isStruct() const { return kind_ == Kind::Struct; }
  bool isPtr() const { return kind_ == Kind::Ptr; }
  // A vector of pointers.
  bool isPtrVector() const { return kind_ == Kind::PtrVector; }
  // A pointer or a vector of them.
  bool isPtrOrPtrVector() const { return isPtr() || isPtrVector(); }
  // An integer or a vector of integers.
  bool isIntOrVector() const { return isInt() || (isVector() && float_ == FloatKind::None); }
  // A floating-point scalar or a vector of them.
  bool isFloatOrVector() const { return float_ != FloatKind::None; }
  // The floating-point format of a scalar or vector element; None for integers.
  FloatKind floatKind() const { return float_; }
  bool isBool() const { return isInt() && bits_ == 1; }

  // The element width of an integer or vector type.
  unsigned bits() const { return bits_; }
  // The lane count: 1 for an integer, K for <K x iN>.
  unsigned lanes() const { return lanes_; }
  // bits() * lanes() for integers and vectors.
  unsigned totalBits() const { return bits_ * lanes_; }
  // The scalar element type of a scalar or vector type.
  Type scalar() const { return isPtrOrPtrVector() ? ptrTy() : float_ != FloatKind::None ? floatTy(float_) : intTy(bits_); }
  // The same shape with integer elements of another width (i1 for icmp and fcmp results, say).
  Type withBits(unsigned bits) const { return isVector() || isPtrVector() ? vectorTy(lanes_, bits) : intTy(bits); }

  const std::vector<Type>& fields() const;
  // The widths of the lanes after flattening: a struct lists its fields' lanes in order.
  std::vector<unsigned> flatLaneWidths() const;
  unsigned flatLaneCount() const;
  // The first flat lane of field `index` of a struct.
  unsigned fieldLaneOffset(unsigned index) const;

  // LLVM spelling: i32, <4 x i32>, float, <2 x half>, { i32, i1 }, ptr, <2 x ptr>, void.
  std::string str() const;
  // LLVM's intrinsic-name mangling: i32, v4i32, f32, v2f16, bf16, p0, v2p0.
  std::string mangled() const;

  bool operator==(const Type& other) const;
  bool operator!=(const Type& other) const { return !(*this == other); }

private:
  Type(Kind kind, unsigned bits, unsigned lanes, FloatKind fp = FloatKind::None) : kind_(kind), float_(fp), bits_(bits), lanes_(lanes) {}
  Kind kind_;
  FloatKind float_;
  unsigned bits_;
  unsigned lanes_;
  std::shared_ptr<const std::vector<Type>> fields_;
};

} // namespace theseus::ir
