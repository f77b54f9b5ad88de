#include "difftest/Approximation.h"

#include "ir/X86Intrinsics.h"
#include "semantics/ConcreteBatch.h"
#include "semantics/x86/float/Approximation.h"
#include "semantics/x86/float/Approximation14.h"
#include "semantics/x86/float/Arithmetic.h"

namespace theseus::difftest {

bool isApproximationRow(const std::string& name) {
  auto index = ir::x86RowByName(name);
  return index && ir::x86Rows()[*index].family == ir::X86Family::FApproximation;
}

namespace {

// Whether lane i of an rcp14/rsqrt14 row's result is computed (not copied from the first operand
// by an ss/sd form, nor merged from the passthru under a clear mask bit).
bool computedLane(const ir::X86Row& row, const std::vector<LaneVector>& args, size_t i) {
  if ((row.op & ir::kScalarOp) && i > 0) return false;
  return row.maskOperand < 0 || ((args.at(size_t(row.maskOperand)).at(0) >> i) & 1);
}

// The rcp14/rsqrt14 check of approximationAccepts, in 128-bit words (rsqrt14 of doubles checks
// its bound in binary128).
bool fourteenBitAccepts(const ir::X86Row& row, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected) {
  using Batch = semantics::ConcreteBatch<unsigned __int128>;
  Batch d;
  ir::FloatFormat f = ir::floatFormat(row.result.floatKind());
  const LaneVector& source = (row.op & ir::kScalarOp) ? args.at(1) : args.at(0);
  for (size_t i = 0; i < jit.size(); ++i) {
    if (!computedLane(row, args, i)) {
      if (jit[i] != expected.at(i)) return false;
      continue;
    }
    Batch::BV x, c;
    x.width = c.width = f.width();
    x.v[0] = source.at(i);
    c.v[0] = jit[i];
    if (!(semantics::x86::fpx::approximation14Allows(d, row.op & 1, f, x, c) & 1)) return false;
  }
  return true;
}

} // namespace

std::optional<bool> approximationAccepts(const std::string& name, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected) {
  if (!isApproximationRow(name) || args.empty()) return std::nullopt;
  const ir::X86Row& row = ir::x86Rows()[*ir::x86RowByName(name)];
  if (row.op & ir::kFourteenBitOp) return fourteenBitAccepts(row, args, jit, expected);
  const LaneVector& input = args[0];
  using Batch = semantics::ConcreteBatch<uint64_t>;
  Batch d;
  for (size_t i = 0; i < jit.size(); ++i) {
    if ((row.op & ir::kScalarOp) && i > 0) {
      if (jit[i] != expected.at(i)) return false;
      continue;
    }
    Batch::BV x, c;
    x.width = c.width = 32;
    x.v[0] = input.at(i);
    c.v[0] = jit[i];
    if (!(semantics::x86::fpx::approximationAllows(d, row.op & 1, x, c) & 1)) return false;
  }
  return true;
}

namespace {

// Whether `lane` (a `bits`-wide float pattern) is a NaN.
bool isNaNLane(uint64_t lane, unsigned bits) {
  unsigned fraction = bits == 32 ? 23 : 52;
  uint64_t exponent = (lane >> fraction) & ((uint64_t(1) << (bits - 1 - fraction)) - 1);
  return exponent == (uint64_t(1) << (bits - 1 - fraction)) - 1 && (lane & ((uint64_t(1) << fraction) - 1)) != 0;
}

// Whether NaN `host` is allowed on operands `operands`: sign aside, the preferred NaN or one of
// the NaN operands with its quiet bit set.
bool allowedNaN(uint64_t host, const std::vector<uint64_t>& operands, unsigned bits) {
  unsigned fraction = bits == 32 ? 23 : 52;
  uint64_t quiet = uint64_t(1) << (fraction - 1), body = (uint64_t(1) << (bits - 1)) - 1;
  uint64_t preferred = (body & ~((uint64_t(1) << fraction) - 1)) | quiet;
  if ((host & body) == preferred) return true;
  for (uint64_t x : operands)
    if (isNaNLane(x, bits) && (host & body) == ((x | quiet) & body)) return true;
  return false;
}

// The lanes of `v`, each `bits` wide, as test 0 of a batch, not poison.
semantics::Lanes<semantics::ConcreteBatch<uint64_t>> batchLanes(const LaneVector& v, unsigned bits) {
  semantics::Lanes<semantics::ConcreteBatch<uint64_t>> out;
  for (uint64_t x : v) {
    semantics::ConcreteBatch<uint64_t>::BV lane;
    lane.width = bits;
    lane.v[0] = x;
    out.push_back({lane, 0});
  }
  return out;
}

// Whether `host` is lane `lane`'s sum (semantics::x86::fpx::dotProductLaneSum) over `terms` and
// `levels` in some order of its additions.
bool someOrderGives(uint64_t host, semantics::ConcreteBatch<uint64_t>& d, ir::FloatFormat f, const std::vector<semantics::ConcreteBatch<uint64_t>::BV>& terms,
                    const std::vector<std::vector<semantics::ConcreteBatch<uint64_t>::BV>>& levels, uint64_t mask) {
  size_t additions = terms.size() - 1;
  for (uint64_t order = 0; order < (uint64_t(1) << additions); ++order) {
    unsigned next = 0;
    auto swapped = [&] { return ((order >> next++) & 1) ? ~uint64_t(0) : uint64_t(0); };
    if ((uint64_t(semantics::x86::fpx::dotProductLaneSum(d, f, terms, levels, swapped).v[0]) & mask) == host) return true;
  }
  return false;
}

// For a dot product row: whether every lane of the host's result `jit` on operands `args` is the
// evaluator's `expected` or, in a lane the immediate fills, its sum in another order of its
// additions (the choices the model leaves, dotProductLaneSum).
bool dotProductAccepts(const ir::X86Row& row, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected) {
  if (jit == expected) return true;
  using Batch = semantics::ConcreteBatch<uint64_t>;
  Batch d;
  unsigned bits = row.result.bits();
  ir::FloatFormat f = ir::floatFormat(row.result.floatKind());
  semantics::Lanes<Batch> a = batchLanes(args.at(0), bits), b = batchLanes(args.at(1), bits);
  semantics::Lane<Batch> imm = batchLanes(args.at(2), 8).at(0);
  uint64_t mask = bits == 64 ? ~uint64_t(0) : (uint64_t(1) << bits) - 1;
  size_t k = 128 / bits;
  for (size_t base = 0; base < jit.size(); base += k) {
    std::vector<Batch::BV> terms = semantics::x86::fpx::dotProductTerms(d, f, a, b, imm, base, k);
    auto levels = semantics::x86::fpx::dotProductLevels(d, f, terms);
    for (size_t i = base; i < base + k; ++i) {
      bool filled = (args.at(2).at(0) >> (i - base)) & 1;
      if (jit[i] != expected.at(i) && !(filled && someOrderGives(jit[i], d, f, terms, levels, mask))) return false;
    }
  }
  return true;
}

} // namespace

std::optional<bool> nanChoiceAccepts(const std::string& name, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected) {
  auto index = ir::x86RowByName(name);
  if (!index) return std::nullopt;
  const ir::X86Row& row = ir::x86Rows()[*index];
  if (row.family == ir::X86Family::FDotProduct) return dotProductAccepts(row, args, jit, expected);
  if (row.family != ir::X86Family::FFma) return std::nullopt;
  unsigned bits = row.result.bits();
  for (size_t i = 0; i < jit.size(); ++i) {
    if (jit[i] == expected.at(i)) continue;
    if (!isNaNLane(jit[i], bits) || !isNaNLane(expected.at(i), bits)) return false;
    std::vector<uint64_t> operands;
    for (size_t k = 0; k < 3 && k < args.size(); ++k) operands.push_back(args[k].at(i));
    if (!allowedNaN(jit[i], operands, bits)) return false;
  }
  return true;
}

} // namespace theseus::difftest
