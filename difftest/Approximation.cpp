#include "difftest/Approximation.h"

#include "ir/X86Intrinsics.h"
#include "semantics/ConcreteBatch.h"
#include "semantics/x86/float/Approximation.h"
#include "semantics/x86/float/Approximation14.h"

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

// The operand lanes a NaN in lane `i` of `family`'s result may come from: lane i of the three
// operands of a fused multiply-add; every lane of the two vectors in lane i's 128-bit block of a
// dot product.
std::vector<uint64_t> nanSources(ir::X86Family family, const std::vector<LaneVector>& args, size_t i, unsigned bits) {
  std::vector<uint64_t> operands;
  if (family == ir::X86Family::FFma) {
    for (size_t k = 0; k < 3 && k < args.size(); ++k) operands.push_back(args[k].at(i));
    return operands;
  }
  size_t perBlock = 128 / bits, base = i / perBlock * perBlock;
  for (size_t k = 0; k < 2 && k < args.size(); ++k)
    for (size_t j = base; j < base + perBlock; ++j) operands.push_back(args[k].at(j));
  return operands;
}

} // namespace

std::optional<bool> nanChoiceAccepts(const std::string& name, const std::vector<LaneVector>& args, const LaneVector& jit, const LaneVector& expected) {
  auto index = ir::x86RowByName(name);
  if (!index) return std::nullopt;
  ir::X86Family family = ir::x86Rows()[*index].family;
  if (family != ir::X86Family::FFma && family != ir::X86Family::FDotProduct) return std::nullopt;
  unsigned bits = ir::x86Rows()[*index].result.bits();
  for (size_t i = 0; i < jit.size(); ++i) {
    if (jit[i] == expected.at(i)) continue;
    if (!isNaNLane(jit[i], bits) || !isNaNLane(expected.at(i), bits)) return false;
    if (!allowedNaN(jit[i], nanSources(family, args, i, bits), bits)) return false;
  }
  return true;
}

} // namespace theseus::difftest
