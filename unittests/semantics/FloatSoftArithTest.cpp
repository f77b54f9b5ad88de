// The software IEEE arithmetic (semantics/FloatSoftArith.h), two ways. (1) Against the host's
// binary64 path of the kernels, which the float and double agreement tests check bit for bit: the
// same operands in float and double, every rounding direction the host has. (2) binary128, and
// double rounding to nearest away, against Z3's theory of IEEE floats on numerals, through the
// concrete domain (ConcreteBatch<unsigned __int128>, the evaluator's domain for fp128): random
// operands and every edge value (zeros, subnormals, the smallest normal, the largest finite,
// infinities, quiet and signaling NaNs) and operand pairs built to land on halfway cases.
#include "semantics/ConcreteBatch.h"
#include "semantics/FloatKernels.h"
#include "semantics/FloatSoftArith.h"
#include "verify/Z3Domain.h"

#include <gtest/gtest.h>

#include <array>
#include <cstdio>
#include <random>
#include <string>
#include <vector>

using namespace theseus;
using semantics::FloatArith;
using semantics::Rounding;
using u128 = unsigned __int128;

namespace {

constexpr ir::FloatFormat kFloat{8, 24}, kDouble{11, 53}, kQuad{15, 113};
const FloatArith kOps[] = {FloatArith::Add, FloatArith::Sub, FloatArith::Mul, FloatArith::Div, FloatArith::Rem};
const Rounding kHostRoundings[] = {Rounding::NearestEven, Rounding::TowardZero, Rounding::Up, Rounding::Down};

u128 lowMask(unsigned bits) { return bits >= 128 ? ~u128(0) : (u128(1) << bits) - 1; }

bool isNaN(ir::FloatFormat f, u128 v) {
  u128 exponent = (v >> f.fractionBits()) & lowMask(f.exponentBits);
  return exponent == lowMask(f.exponentBits) && (v & lowMask(f.fractionBits())) != 0;
}

u128 pattern(ir::FloatFormat f, bool negative, u128 exponent, u128 fraction) {
  return (u128(negative) << (f.width() - 1)) | (exponent << f.fractionBits()) | (fraction & lowMask(f.fractionBits()));
}

// Operand patterns of `f`: the edge values (both signs), then one to three of random kinds.
class Operands {
public:
  Operands(ir::FloatFormat f, uint64_t seed) : f_(f), rng_(seed) {
    u128 top = lowMask(f.exponentBits), frac = lowMask(f.fractionBits()), quiet = u128(1) << (f.fractionBits() - 1);
    for (bool s : {false, true})
      for (u128 v : {pattern(f, s, 0, 0), pattern(f, s, 0, 1), pattern(f, s, 0, frac), pattern(f, s, 1, 0), pattern(f, s, u128(f.bias()), 0),
                     pattern(f, s, u128(f.bias()), 1), pattern(f, s, u128(f.bias()), quiet), pattern(f, s, top - 1, frac), pattern(f, s, top, 0),
                     pattern(f, s, top, quiet), pattern(f, s, top, 1)})
        edges_.push_back(v);
  }

  const std::vector<u128>& edges() const { return edges_; }

  // A random operand: random bits, an exponent near 1.0's, a subnormal, an edge value, or
  // (when `near` is given) a value sharing `near`'s exponent and top fraction bits.
  u128 next(const u128* near = nullptr) {
    u128 bits = (u128(rng_()) << 64) | rng_();
    bool sign = rng_() & 1;
    switch (rng_() % 6) {
    case 0: return bits & lowMask(f_.width());
    case 1: return pattern(f_, sign, u128(f_.bias() - 8 + int(rng_() % 16)), bits);
    case 2: return pattern(f_, sign, 0, bits >> (rng_() % f_.fractionBits()));
    case 3: return edges_[rng_() % edges_.size()];
    case 4: return pattern(f_, sign, u128(f_.bias()), bits >> (rng_() % f_.fractionBits()) << (rng_() % 8));
    default: {
      if (!near) return bits & lowMask(f_.width());
      unsigned low = 1 + unsigned(rng_() % f_.fractionBits());
      return (*near & ~lowMask(low)) | (bits & lowMask(low));
    }
    }
  }

private:
  ir::FloatFormat f_;
  std::mt19937_64 rng_;
  std::vector<u128> edges_;
};

// The value of a Z3 bit-vector numeral.
u128 numeral(const z3::expr& e) {
  std::string digits = e.get_decimal_string(0);
  u128 v = 0;
  for (char c : digits) v = v * 10 + u128(c - '0');
  return v;
}

std::string hex(u128 v) {
  char buf[40];
  std::snprintf(buf, sizeof buf, "0x%016llx%016llx", (unsigned long long)(v >> 64), (unsigned long long)v);
  return buf;
}

// Whether software result `got` is host/Z3 result `want` (any NaN matching any NaN).
bool same(ir::FloatFormat f, u128 got, u128 want) { return got == want || (isNaN(f, got) && isNaN(f, want)); }

TEST(SoftArith, AgreesWithTheHostOnFloatAndDouble) {
  for (ir::FloatFormat f : {kFloat, kDouble}) {
    Operands gen(f, 11);
    for (Rounding rm : kHostRoundings) {
      size_t mismatches = 0, cases = 0;
      std::string first;
      auto check = [&](const std::string& what, u128 got, u128 want) {
        ++cases;
        if (!same(f, got, want) && mismatches++ == 0) first = what + ": software " + hex(got) + " vs host " + hex(want);
      };
      for (int i = 0; i < 6000; ++i) {
        u128 a = gen.next(), b = gen.next(&a), c = gen.next(&a);
        for (FloatArith op : kOps)
          check("op " + std::to_string(int(op)) + "(" + hex(a) + ", " + hex(b) + ")", semantics::fpk::soft::arith(op, f, rm, a, b),
                semantics::fpk::arith(op, f, rm, a, b));
        check("fma(" + hex(a) + ", " + hex(b) + ", " + hex(c) + ")", semantics::fpk::soft::fma(f, rm, a, b, c), semantics::fpk::fma(f, rm, a, b, c));
        check("sqrt(" + hex(a) + ")", semantics::fpk::soft::sqrt(f, rm, a), semantics::fpk::sqrt(f, rm, a));
      }
      EXPECT_EQ(mismatches, 0u) << "precision " << f.precision << " rounding " << int(rm) << " (" << cases << " cases): " << first;
    }
  }
}

// binary128's conversions and comparisons on operands x, y (Z3's xz, yz): to and from double and
// half, to integral, to and from i64 (to integer only where the truncated value fits, elsewhere
// the semantics make it poison), less and equal.
template <class Check>
void expectConversionsAgree(semantics::ConcreteBatch<u128>& d, verify::Z3Domain& z, Rounding rm, const semantics::ConcreteBatch<u128>::BV& x,
                            const z3::expr& xz, const semantics::ConcreteBatch<u128>::BV& y, const z3::expr& yz, Check check) {
  constexpr ir::FloatFormat kHalf{5, 11};
  std::string arg = "(" + hex(x.v[0]) + ")";
  check("fptrunc double" + arg, d.fpConvert(kQuad, kDouble, rm, x).v[0], z.fpConvert(kQuad, kDouble, rm, xz));
  check("fptrunc half" + arg, d.fpConvert(kQuad, kHalf, rm, x).v[0], z.fpConvert(kQuad, kHalf, rm, xz));
  auto low = d.extract(x, 63, 0);
  check("fpext double" + arg, d.fpConvert(kDouble, kQuad, rm, low).v[0], z.fpConvert(kDouble, kQuad, rm, xz.extract(63, 0)));
  check("round to integral" + arg, d.fpRoundToIntegral(kQuad, rm, x).v[0], z.fpRoundToIntegral(kQuad, rm, xz));
  check("sitofp i64" + arg, d.fpFromInt(low, true, kQuad, rm).v[0], z.fpFromInt(xz.extract(63, 0), true, kQuad, rm));
  check("uitofp i128" + arg, d.fpFromInt(x, false, kQuad, rm).v[0], z.fpFromInt(xz, false, kQuad, rm));
  u128 integral = d.fpRoundToIntegral(kQuad, Rounding::TowardZero, x).v[0];
  bool fits = !isNaN(kQuad, x.v[0]) && ((integral >> 112) & 0x7fff) < u128(kQuad.bias() + 63);
  if (fits) check("fptosi i64" + arg, d.fpToInt(kQuad, x, 64, true).v[0], z.fpToInt(kQuad, xz, 64, true));
  check("less" + arg, u128(d.fpLess(kQuad, x, y) & 1), z.fromBool(z.fpLess(kQuad, xz, yz)));
  check("equal" + arg, u128(d.fpEqual(kQuad, x, y) & 1), z.fromBool(z.fpEqual(kQuad, xz, yz)));
}

// The concrete domain against Z3 on `count` random operand triples plus every edge pair, for
// format `f` and every rounding direction in `roundings`.
void expectAgreementWithZ3(ir::FloatFormat f, const std::vector<Rounding>& roundings, int count) {
  z3::context c;
  verify::Z3Domain z(c);
  semantics::ConcreteBatch<u128> d;
  Operands gen(f, 5);
  std::vector<std::array<u128, 3>> triples;
  for (u128 a : gen.edges())
    for (u128 b : gen.edges()) triples.push_back({a, b, gen.edges()[triples.size() % gen.edges().size()]});
  for (int i = 0; i < count; ++i) {
    u128 a = gen.next(), b = gen.next(&a), cc = gen.next(&a);
    triples.push_back({a, b, cc});
  }
  unsigned w = f.width();
  for (Rounding rm : roundings) {
    size_t mismatches = 0;
    std::string first;
    auto check = [&](const std::string& what, u128 got, const z3::expr& e) {
      u128 want = numeral(e.simplify());
      if (!same(f, got, want) && mismatches++ == 0) first = what + ": evaluator " + hex(got) + " vs Z3 " + hex(want);
    };
    for (auto [a, b, cc] : triples) {
      semantics::ConcreteBatch<u128>::BV x = d.constantU(w, 0), y = x, t = x;
      x.v[0] = a, y.v[0] = b, t.v[0] = cc;
      z3::expr za = c.bv_val(uint64_t(a >> 64), 64), zb = c.bv_val(uint64_t(b >> 64), 64), zc = c.bv_val(uint64_t(cc >> 64), 64);
      za = z3::concat(za, c.bv_val(uint64_t(a), 64)).extract(w - 1, 0);
      zb = z3::concat(zb, c.bv_val(uint64_t(b), 64)).extract(w - 1, 0);
      zc = z3::concat(zc, c.bv_val(uint64_t(cc), 64)).extract(w - 1, 0);
      std::string args = "(" + hex(a) + ", " + hex(b) + ")";
      for (FloatArith op : kOps) check("op " + std::to_string(int(op)) + args, d.fpArith(op, f, rm, x, y).v[0], z.fpArith(op, f, rm, za, zb));
      check("fma" + args + " + " + hex(cc), d.fpFma(f, rm, x, y, t).v[0], z.fpFma(f, rm, za, zb, zc));
      check("sqrt(" + hex(a) + ")", d.fpSqrt(f, rm, x).v[0], z.fpSqrt(f, rm, za));
      if (f == kQuad) expectConversionsAgree(d, z, rm, x, za, y, zb, check);
    }
    EXPECT_EQ(mismatches, 0u) << "precision " << f.precision << " rounding " << int(rm) << " (" << triples.size() << " operand triples): " << first;
  }
}

TEST(SoftArith, Binary128AgreesWithZ3) {
  expectAgreementWithZ3(kQuad, {Rounding::NearestEven, Rounding::TowardZero, Rounding::Up, Rounding::Down, Rounding::NearestAway}, 1500);
}

TEST(SoftArith, DoubleNearestAwayAgreesWithZ3) { expectAgreementWithZ3(kDouble, {Rounding::NearestAway}, 2000); }

// Halfway cases of binary128: 1 + 2^-113 (half an ulp of 1) rounds to 1 in nearest even and to
// 1 + 2^-112 in nearest away; 1 + 3 * 2^-113 rounds up in both.
TEST(SoftArith, Binary128Halfway) {
  u128 one = pattern(kQuad, false, u128(kQuad.bias()), 0), halfUlp = pattern(kQuad, false, u128(kQuad.bias() - 113), 0);
  u128 threeHalfUlps = pattern(kQuad, false, u128(kQuad.bias() - 112), u128(1) << 111);
  using semantics::fpk::soft::arith;
  EXPECT_TRUE(arith(FloatArith::Add, kQuad, Rounding::NearestEven, one, halfUlp) == one);
  EXPECT_TRUE(arith(FloatArith::Add, kQuad, Rounding::NearestAway, one, halfUlp) == one + 1);
  EXPECT_TRUE(arith(FloatArith::Add, kQuad, Rounding::NearestEven, one, threeHalfUlps) == one + 2);
  EXPECT_TRUE(arith(FloatArith::Sub, kQuad, Rounding::Down, one, one) == pattern(kQuad, true, 0, 0));
  EXPECT_TRUE(arith(FloatArith::Sub, kQuad, Rounding::NearestEven, one, one) == 0);
}

} // namespace
