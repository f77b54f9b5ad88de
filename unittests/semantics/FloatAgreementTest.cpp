// The floating-point semantics, three ways. (1) The concrete kernels against Z3's theory of IEEE
// floats on every operand pair of a small 8-bit format (4 exponent bits, precision 4) and every
// rounding direction; (2) whole instructions and intrinsics on half, exhaustively for one
// operand and sampled (with every special pattern) for two or three; (3) fixed values checked
// against the host's float and double arithmetic, bit for bit.
#include "AgreementHarness.h"

#include "semantics/ConcreteBatch.h"
#include "semantics/Evaluator.h"
#include "semantics/FloatBits.h"
#include "semantics/FloatOps.h"
#include "verify/Z3Domain.h"

#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <random>

using namespace theseus;
using ir::Opcode;
using ir::Type;
using semantics::FloatArith;
using semantics::Rounding;

namespace {

constexpr ir::FloatFormat kTiny{4, 4};
const Rounding kRoundings[] = {Rounding::NearestEven, Rounding::TowardZero, Rounding::Up, Rounding::Down, Rounding::NearestAway};

bool tinyIsNaN(uint64_t v) { return ((v >> 3) & 15) == 15 && (v & 7) != 0; }

// Compares one primitive on every pair (a, b) of 8-bit patterns: the batch domain's value
// against Z3's evaluation of the same primitive on numerals. NaN results match any NaN.
template <class ConcreteOp, class SymbolicOp>
void expectPrimitiveAgreement(const char* what, unsigned resultWidth, bool resultIsFloat, ConcreteOp concrete, SymbolicOp symbolic) {
  z3::context c;
  verify::Z3Domain z(c);
  semantics::ConcreteBatch<uint64_t> d;
  size_t mismatches = 0;
  std::string first;
  for (unsigned a = 0; a < 256; ++a)
    for (unsigned b0 = 0; b0 < 256; b0 += semantics::kBatch) {
      semantics::ConcreteBatch<uint64_t>::BV x = d.constantU(8, a), y = d.constantU(8, 0);
      for (unsigned t = 0; t < semantics::kBatch; ++t) y.v[t] = b0 + t;
      auto r = concrete(d, x, y);
      for (unsigned t = 0; t < semantics::kBatch; ++t) {
        z3::expr e = symbolic(z, c.bv_val(a, 8), c.bv_val(b0 + t, 8)).simplify();
        uint64_t want = e.get_numeral_uint64();
        uint64_t got = r.v[t];
        bool same = want == got || (resultIsFloat && resultWidth == 8 && tinyIsNaN(want) && tinyIsNaN(got));
        if (!same && mismatches++ == 0)
          first = std::string(what) + "(" + std::to_string(a) + ", " + std::to_string(b0 + t) + "): evaluator " + std::to_string(got) + " vs Z3 " + std::to_string(want);
      }
    }
  EXPECT_EQ(mismatches, 0u) << first;
}

TEST(TinyFormat, ArithmeticInEveryRounding) {
  for (Rounding rm : kRoundings)
    for (FloatArith op : {FloatArith::Add, FloatArith::Sub, FloatArith::Mul, FloatArith::Div, FloatArith::Rem}) {
      if (op == FloatArith::Rem && rm != Rounding::NearestEven) continue;
      expectPrimitiveAgreement("arith", 8, true, [&](auto& d, auto& x, auto& y) { return d.fpArith(op, kTiny, rm, x, y); },
                               [&](auto& z, const z3::expr& x, const z3::expr& y) { return z.fpArith(op, kTiny, rm, x, y); });
    }
}

TEST(TinyFormat, FmaWithEveryAddend) {
  for (unsigned addend : {0u, 0x80u, 0x31u, 0xB8u, 0x01u, 0x78u})
    for (Rounding rm : {Rounding::NearestEven, Rounding::TowardZero, Rounding::Up}) {
      expectPrimitiveAgreement("fma", 8, true,
                               [&](auto& d, auto& x, auto& y) { return d.fpFma(kTiny, rm, x, y, d.constantU(8, addend)); },
                               [&](auto& z, const z3::expr& x, const z3::expr& y) { return z.fpFma(kTiny, rm, x, y, z.constantU(8, addend)); });
    }
}

TEST(TinyFormat, UnaryOperationsAndComparisons) {
  for (Rounding rm : kRoundings) {
    expectPrimitiveAgreement("sqrt", 8, true, [&](auto& d, auto& x, auto&) { return d.fpSqrt(kTiny, rm, x); },
                             [&](auto& z, const z3::expr& x, const z3::expr&) { return z.fpSqrt(kTiny, rm, x); });
    expectPrimitiveAgreement("roundToIntegral", 8, true, [&](auto& d, auto& x, auto&) { return d.fpRoundToIntegral(kTiny, rm, x); },
                             [&](auto& z, const z3::expr& x, const z3::expr&) { return z.fpRoundToIntegral(kTiny, rm, x); });
    expectPrimitiveAgreement("narrow", 6, true, [&](auto& d, auto& x, auto&) { return d.fpConvert(kTiny, {3, 3}, rm, x); },
                             [&](auto& z, const z3::expr& x, const z3::expr&) { return z.fpConvert(kTiny, {3, 3}, rm, x); });
    for (bool isSigned : {false, true})
      expectPrimitiveAgreement("fromInt", 8, true, [&](auto& d, auto& x, auto&) { return d.fpFromInt(x, isSigned, kTiny, rm); },
                               [&](auto& z, const z3::expr& x, const z3::expr&) { return z.fpFromInt(x, isSigned, kTiny, rm); });
  }
  expectPrimitiveAgreement("widen", 16, true, [&](auto& d, auto& x, auto&) { return d.fpConvert(kTiny, {5, 11}, Rounding::NearestEven, x); },
                           [&](auto& z, const z3::expr& x, const z3::expr&) { return z.fpConvert(kTiny, {5, 11}, Rounding::NearestEven, x); });
  expectPrimitiveAgreement("less", 1, false, [&](auto& d, auto& x, auto& y) { return d.fromBool(d.fpLess(kTiny, x, y)); },
                           [&](auto& z, const z3::expr& x, const z3::expr& y) { return z.fromBool(z.fpLess(kTiny, x, y)); });
  expectPrimitiveAgreement("equal", 1, false, [&](auto& d, auto& x, auto& y) { return d.fromBool(d.fpEqual(kTiny, x, y)); },
                           [&](auto& z, const z3::expr& x, const z3::expr& y) { return z.fromBool(z.fpEqual(kTiny, x, y)); });
}

// fpToInt agrees where the semantics use it: where the value truncated toward zero fits.
template <class D> typename D::BV toIntWhereItFits(D& d, const typename D::BV& x, bool isSigned) {
  typename D::Bool fits = d.bAnd(semantics::truncatesAboveMinimum(d, kTiny, x, 8, isSigned), semantics::truncatesBelowMaximum(d, kTiny, x, 8, isSigned));
  return d.ite(fits, d.fpToInt(kTiny, x, 8, isSigned), d.constantU(8, 0));
}

TEST(TinyFormat, ToIntegerInRange) {
  for (bool isSigned : {false, true})
    expectPrimitiveAgreement("toInt", 8, false, [&](auto& d, auto& x, auto&) { return toIntWhereItFits(d, x, isSigned); },
                             [&](auto& z, const z3::expr& x, const z3::expr&) { return toIntWhereItFits(z, x, isSigned); });
}

const ir::DataLayout kLittle{};
const Type kHalf = Type::floatTy(ir::FloatKind::Half);

void expectAgreement(const ir::Function& f, size_t limit = 70000) {
  auto r = agreement::compareEvaluatorWithSMT(f, kLittle, limit);
  EXPECT_EQ(r.mismatches, 0u) << r.firstMismatch;
  EXPECT_GT(r.inputs, 0u);
}

std::unique_ptr<ir::Function> call(ir::Intrinsic id, const Type& ret, const std::vector<Type>& args, std::optional<uint64_t> imm = {}, uint8_t fmf = 0) {
  return agreement::makeFunction(args, ret, [&](ir::Function& f, ir::Block& b) {
    auto inst = std::make_unique<ir::Instruction>(Opcode::Call, ret, "r");
    inst->intrinsic = id;
    inst->fastMath = fmf;
    for (auto& a : f.arguments()) inst->addOperand(a.get());
    if (imm) inst->addOperand(f.constantInt(Type::intTy(32), *imm));
    return b.append(std::move(inst));
  });
}

TEST(Half, BinaryOperatorsWithFastMath) {
  for (Opcode op : {Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv, Opcode::FRem})
    for (uint8_t fmf : {0, int(ir::FastMathNNaN | ir::FastMathNInf), int(ir::FastMathNSZ)})
      expectAgreement(*agreement::singleInstruction(op, kHalf, {kHalf, kHalf}, [&](ir::Instruction& i) { i.fastMath = fmf; }), 20000);
}

TEST(Half, EveryFCmpPredicate) {
  for (int p = 0; p <= int(ir::FCmpPred::True); ++p)
    expectAgreement(*agreement::singleInstruction(Opcode::FCmp, Type::intTy(1), {kHalf, kHalf},
                                                  [&](ir::Instruction& i) { i.fcmpPredicate = ir::FCmpPred(p); }), 5000);
}

TEST(Half, UnaryOperationsOnEveryValue) {
  expectAgreement(*agreement::singleInstruction(Opcode::FNeg, kHalf, {kHalf}));
  for (ir::Intrinsic id : {ir::Intrinsic::FAbs, ir::Intrinsic::Sqrt, ir::Intrinsic::Floor, ir::Intrinsic::Ceil, ir::Intrinsic::FTrunc,
                           ir::Intrinsic::Rint, ir::Intrinsic::NearbyInt, ir::Intrinsic::Round, ir::Intrinsic::RoundEven, ir::Intrinsic::Canonicalize})
    expectAgreement(*call(id, kHalf, {kHalf}));
  expectAgreement(*call(ir::Intrinsic::IsFPClass, Type::intTy(1), {kHalf}, 0x2A5));
}

TEST(Half, CastsOnEveryValue) {
  for (auto [op, to] : {std::pair{Opcode::FPExt, Type::floatTy(ir::FloatKind::Float)}, {Opcode::FPExt, Type::floatTy(ir::FloatKind::Double)},
                        {Opcode::FPToSI, Type::intTy(8)}, {Opcode::FPToUI, Type::intTy(8)}, {Opcode::FPToSI, Type::intTy(32)}, {Opcode::FPToUI, Type::intTy(17)}})
    expectAgreement(*agreement::singleInstruction(op, to, {kHalf}));
  expectAgreement(*call(ir::Intrinsic::FPToSISat, Type::intTy(8), {kHalf}));
  expectAgreement(*call(ir::Intrinsic::FPToUISat, Type::intTy(8), {kHalf}));
}

TEST(Half, ConversionsFromIntegers) {
  for (Opcode op : {Opcode::SIToFP, Opcode::UIToFP}) {
    expectAgreement(*agreement::singleInstruction(op, kHalf, {Type::intTy(16)}));
    expectAgreement(*agreement::singleInstruction(op, Type::floatTy(ir::FloatKind::BFloat), {Type::intTy(16)}));
  }
  expectAgreement(*agreement::singleInstruction(Opcode::UIToFP, kHalf, {Type::intTy(12)}, [](ir::Instruction& i) { i.flags = ir::FlagNNeg; }));
}

TEST(Half, BinaryAndTernaryIntrinsics) {
  for (ir::Intrinsic id : {ir::Intrinsic::CopySign, ir::Intrinsic::MinNum, ir::Intrinsic::MaxNum, ir::Intrinsic::Minimum, ir::Intrinsic::Maximum})
    expectAgreement(*call(id, kHalf, {kHalf, kHalf}), 20000);
  for (ir::Intrinsic id : {ir::Intrinsic::Fma, ir::Intrinsic::FMulAdd}) expectAgreement(*call(id, kHalf, {kHalf, kHalf, kHalf}), 20000);
}

TEST(BFloatAndVectors, LaneByLane) {
  Type bf = Type::floatTy(ir::FloatKind::BFloat), v2 = Type::floatVectorTy(2, ir::FloatKind::Half);
  for (Opcode op : {Opcode::FAdd, Opcode::FMul, Opcode::FDiv}) {
    expectAgreement(*agreement::singleInstruction(op, bf, {bf, bf}), 4000);
  }
  expectAgreement(*agreement::singleInstruction(Opcode::FNeg, v2, {v2}), 2000);
  expectAgreement(*agreement::singleInstruction(Opcode::FPTrunc, v2, {Type::floatVectorTy(2, ir::FloatKind::Float)}), 2000);
  expectAgreement(*agreement::singleInstruction(Opcode::FPTrunc, bf, {Type::floatTy(ir::FloatKind::Float)}), 4000);
  expectAgreement(*agreement::singleInstruction(Opcode::FPTrunc, kHalf, {Type::floatTy(ir::FloatKind::Double)}), 4000);
}

// The evaluator is bit-exact with the host's IEEE arithmetic on float and double (non-NaN results).
TEST(Host, FloatAndDoubleBitExact) {
  std::mt19937_64 rng(7);
  for (auto kind : {ir::FloatKind::Float, ir::FloatKind::Double}) {
    Type t = Type::floatTy(kind);
    for (Opcode op : {Opcode::FAdd, Opcode::FSub, Opcode::FMul, Opcode::FDiv, Opcode::FRem}) {
      auto f = agreement::singleInstruction(op, t, {t, t});
      std::vector<semantics::TestInput> inputs;
      unsigned w = t.bits();
      for (int i = 0; i < 4096; ++i) {
        uint64_t a = rng(), b = rng();
        if (i % 4 == 0) b = (a & ~ir::lowMask(w - 10)) | (rng() & ir::lowMask(w - 10));
        inputs.push_back({{{{ir::Bits(w, a), false}}, {{ir::Bits(w, b), false}}}});
      }
      auto out = semantics::evaluate(*f, kLittle, inputs);
      size_t mismatches = 0;
      for (size_t i = 0; i < inputs.size(); ++i) {
        uint64_t a = inputs[i].args[0][0].value.low64(), b = inputs[i].args[1][0].value.low64(), want;
        if (kind == ir::FloatKind::Float) {
          float x, y, r;
          uint32_t a32 = uint32_t(a), b32 = uint32_t(b);
          std::memcpy(&x, &a32, 4);
          std::memcpy(&y, &b32, 4);
          r = op == Opcode::FAdd ? x + y : op == Opcode::FSub ? x - y : op == Opcode::FMul ? x * y : op == Opcode::FDiv ? x / y : std::fmod(x, y);
          if (std::isnan(r)) continue;
          uint32_t r32;
          std::memcpy(&r32, &r, 4);
          want = r32;
        } else {
          double x, y, r;
          std::memcpy(&x, &a, 8);
          std::memcpy(&y, &b, 8);
          r = op == Opcode::FAdd ? x + y : op == Opcode::FSub ? x - y : op == Opcode::FMul ? x * y : op == Opcode::FDiv ? x / y : std::fmod(x, y);
          if (std::isnan(r)) continue;
          std::memcpy(&want, &r, 8);
        }
        mismatches += out[i].ret[0].value.low64() != want;
      }
      EXPECT_EQ(mismatches, 0u) << ir::opcodeName(op) << " " << t.str();
    }
  }
}

} // namespace
