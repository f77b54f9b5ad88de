// The held-out generator of the fidelity bench (--generator held-out): random straight-line
// functions of a mix the isel model was never tuned on. Half of the functions are scalars of
// i8/i16/i32/i64, half vectors of i8..i64 lanes at 128, 256 and 512 bits; the operations are
// arithmetic and logic with constants of every size (small immediates, 32-bit, 64-bit, vector
// constants with distinct lanes), shifts by constants and by values, every icmp predicate with
// selects, min/max, abs, saturating arithmetic, shuffles of several shapes and casts between lane
// widths. Its functions are only ever used for the correlation figure: nothing in the models is
// changed by looking at them (docs/cost.md, "Held-out fidelity").
#include "Generators.h"

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

namespace theseus::bench {

namespace {

struct HeldOutType {
  unsigned lanes; // 1: a scalar
  unsigned bits;  // the element width
  std::string text() const { return lanes == 1 ? elem() : "<" + std::to_string(lanes) + " x " + elem() + ">"; }
  std::string elem() const { return "i" + std::to_string(bits); }
  std::string mangled() const { return lanes == 1 ? elem() : "v" + std::to_string(lanes) + elem(); }
  std::string mask() const { return lanes == 1 ? "i1" : "<" + std::to_string(lanes) + " x i1>"; }
};

// A constant lane value of one of the size classes: small immediate, 32-bit, 64-bit.
// `v` wrapped to a signed `bits`-bit value.
int64_t wrapped(int64_t v, unsigned bits) {
  if (bits == 64) return v;
  int64_t m = int64_t((uint64_t(1) << bits) - 1);
  int64_t u = v & m;
  return u >= (int64_t(1) << (bits - 1)) ? u - (m + 1) : u;
}

int64_t laneConstant(std::mt19937& rng, unsigned bits) {
  unsigned sizeClass = rng() % 3;
  int64_t v = sizeClass == 0 ? int64_t(rng() % 256) - 128 : sizeClass == 1 ? int64_t(rng() % 0x7fffffff) - 0x3fffffff : int64_t((uint64_t(rng()) << 32) | rng());
  return wrapped(v, bits);
}

// A constant of type `t`: a scalar, a splat or a vector of distinct lanes.
std::string constantOf(std::mt19937& rng, const HeldOutType& t) {
  if (t.lanes == 1) return std::to_string(laneConstant(rng, t.bits));
  if (rng() % 2) return "splat (" + t.elem() + " " + std::to_string(laneConstant(rng, t.bits)) + ")";
  std::string out = "<";
  int64_t base = laneConstant(rng, t.bits);
  for (unsigned i = 0; i < t.lanes; ++i) out += (i ? ", " : "") + t.elem() + " " + std::to_string(i % 4 == 0 ? laneConstant(rng, t.bits) : wrapped(base + i, t.bits));
  return out + ">";
}

std::string shiftAmount(std::mt19937& rng, const HeldOutType& t) {
  std::string k = std::to_string(1 + rng() % (t.bits - 1));
  return t.lanes == 1 ? k : "splat (" + t.elem() + " " + k + ")";
}

// A one- or two-input shuffle mask over `t` of a random shape.
std::string shuffleMask(std::mt19937& rng, const HeldOutType& t) {
  unsigned n = t.lanes, shape = rng() % 5;
  std::string out = "<" + std::to_string(n) + " x i32> <";
  for (unsigned i = 0; i < n; ++i) {
    unsigned lane = shape == 0   ? n - 1 - i                        // reverse
                    : shape == 1 ? 0                                // broadcast
                    : shape == 2 ? (i % 2 ? n : 0) + i / 2          // interleave the low halves
                    : shape == 3 ? (i + n / 2) % n                  // swap the halves
                                 : unsigned(rng() % (2 * n));       // any lanes of both
    out += (i ? ", i32 " : "i32 ") + std::to_string(lane);
  }
  return out + ">";
}

const char* const kBinary[] = {"add", "sub", "mul", "and", "or", "xor"};
const char* const kShift[] = {"shl", "lshr", "ashr"};
const char* const kPredicates[] = {"eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle"};
const char* const kMinMax[] = {"smin", "smax", "umin", "umax"};
const char* const kSaturating[] = {"uadd.sat", "usub.sat", "sadd.sat", "ssub.sat"};

class HeldOutFunction {
public:
  HeldOutFunction(std::mt19937& rng, const HeldOutType& t) : rng_(rng), type_(t), values_{"%a", "%b", "%c"} {}

  // Appends one random operation on the current type (or a cast into another).
  void step(unsigned index) {
    std::string name = "%v" + std::to_string(index), T = type_.text(), x = pick(), y = other(x);
    switch (rng_() % 12) {
    case 0: case 1: line(name, std::string(kBinary[rng_() % 6]) + " " + T + " " + x + ", " + y); break;
    case 2: line(name, std::string(kBinary[rng_() % 6]) + " " + T + " " + x + ", " + constantOf(rng_, type_)); break;
    case 3: line(name, std::string(kShift[rng_() % 3]) + " " + T + " " + x + ", " + (rng_() % 3 ? shiftAmount(rng_, type_) : y)); break;
    case 4: case 5: compareAndSelect(name, x, y); break;
    case 6: line(name, call(kMinMax[rng_() % 4], x, rng_() % 2 ? y : constantOf(rng_, type_))); break;
    case 7: line(name, call(kSaturating[rng_() % 4], x, y)); break;
    case 8: line(name, "call " + T + " @llvm.abs." + type_.mangled() + "(" + T + " " + x + ", i1 false)"); break;
    case 9: case 10:
      if (type_.lanes > 1) line(name, "shufflevector " + T + " " + x + ", " + T + " " + (rng_() % 2 ? y : "poison") + ", " + shuffleMask(rng_, type_));
      else line(name, std::string(kBinary[rng_() % 6]) + " " + T + " " + x + ", " + y);
      break;
    default: cast(name, x); break;
    }
  }

  std::string text(unsigned index) const {
    HeldOutType arg = argType_;
    std::ostringstream f;
    f << "define " << type_.text() << " @f" << index << "(" << arg.text() << " %a, " << arg.text() << " %b, " << arg.text() << " %c) {\n"
      << body_.str() << "  ret " << type_.text() << " " << values_.back() << "\n}\n\n";
    return f.str();
  }

private:
  std::string pick() { return values_[values_.size() - 1 - rng_() % std::min<size_t>(values_.size(), 3)]; }
  std::string other(const std::string& x) {
    for (int tries = 0; tries < 6; ++tries)
      if (std::string y = pick(); y != x) return y;
    return constantOf(rng_, type_);
  }
  void line(const std::string& name, const std::string& text) {
    body_ << "  " << name << " = " << text << "\n";
    values_.push_back(name);
  }
  std::string call(const std::string& stem, const std::string& x, const std::string& y) {
    std::string T = type_.text();
    return "call " + T + " @llvm." + stem + "." + type_.mangled() + "(" + T + " " + x + ", " + T + " " + y + ")";
  }
  void compareAndSelect(const std::string& name, const std::string& x, const std::string& y) {
    std::string T = type_.text(), rhs = rng_() % 2 ? y : constantOf(rng_, type_);
    body_ << "  " << name << "c = icmp " << kPredicates[rng_() % 10] << " " << T << " " << x << ", " << rhs << "\n";
    std::string whenFalse = rng_() % 3 ? y : constantOf(rng_, type_);
    line(name, "select " + type_.mask() + " " + name + "c, " + T + " " + x + ", " + T + " " + whenFalse);
  }
  // zext/sext to twice the lane width or trunc to half of it (the lanes stay); the values of the
  // old type are left behind, so later operations read the cast and constants.
  void cast(const std::string& name, const std::string& x) {
    bool widen = type_.bits == 8 || (type_.bits < 64 && rng_() % 2);
    HeldOutType to{type_.lanes, widen ? type_.bits * 2 : type_.bits / 2};
    std::string op = widen ? (rng_() % 2 ? "zext" : "sext") : "trunc";
    std::string from = type_.text();
    type_ = to;
    values_.clear();
    line(name, op + " " + from + " " + x + " to " + to.text());
  }

  std::mt19937& rng_;
  HeldOutType type_, argType_ = type_;
  std::vector<std::string> values_;
  std::ostringstream body_;
};

} // namespace

std::string heldOutFunction(std::mt19937& rng, unsigned index, unsigned length) {
  static const unsigned kScalarBits[] = {8, 16, 32, 64};
  static const unsigned kVectorBits[] = {128, 256, 512};
  HeldOutType t{1, kScalarBits[rng() % 4]};
  if (rng() % 2) {
    unsigned total = kVectorBits[rng() % 3], bits = kScalarBits[rng() % 4];
    t = {total / bits, bits};
  }
  HeldOutFunction f(rng, t);
  for (unsigned i = 0; i < length; ++i) f.step(i);
  return f.text(index);
}

} // namespace theseus::bench
