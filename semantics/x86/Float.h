#pragma once
// The x86 floating-point families (see ir/x86/FloatRows.cpp for the rows), one header per kind
// under semantics/x86/float/. AVX-512 forms add a merge mask (lane i from the merge source where
// mask bit i is clear; a poison mask poisons every merged lane; ss/sd forms merge lane 0 only) and a rounding-control operand (the
// importer admits only the values the row's RoundingControl allows).
#include "ir/X86Intrinsics.h"
#include "semantics/x86/float/Approximation.h"
#include "semantics/x86/float/Approximation14.h"
#include "semantics/x86/float/Conversions.h"
#include "semantics/x86/float/FusedMultiplyAdd.h"
#include "semantics/x86/float/Select.h"

#include <optional>

namespace theseus::semantics::x86 {

namespace fpx {

// The floating-point format of `t`'s lanes.
inline ir::FloatFormat formatOf(const ir::Type& t) { return ir::floatFormat(t.floatKind()); }

// The rounding-control operand of `row` (4, the current direction, when it has none).
template <class D> Lane<D> roundingControlOf(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  if (row.roundingOperand < 0) return {d.constantU(32, 4), d.boolConst(false)};
  return ops[size_t(row.roundingOperand)][0];
}

// The lanes of a floating-point row before its merge mask.
template <class D> Lanes<D> unmaskedLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  using F = ir::X86Family;
  Lane<D> control = roundingControlOf(d, row, ops);
  switch (row.family) {
  case F::FMinMax: return poisonAllWhen(d, minMaxLanes(d, row.op, formatOf(row.result), ops[0], ops[1]), control.poison);
  case F::FHorizontal: return horizontalLanes(d, row.op == 1, formatOf(row.result), ops[0], ops[1]);
  case F::FAddSub: return addSubLanes(d, formatOf(row.result), ops[0], ops[1]);
  case F::FRound:
    return poisonAllWhen(d, (row.op & ir::kScaleOp) ? rndScaleLanes(d, row.op, formatOf(row.result), ops) : roundLanes(d, row.op, formatOf(row.result), ops),
                         control.poison);
  case F::FFma: return fusedLanes(d, row.op, formatOf(row.result), control, ops[0], ops[1], ops[2]);
  case F::FDotProduct: return dotProductLanes(d, formatOf(row.result), ops[0], ops[1], ops[2][0]);
  case F::FBlendV: return blendLanes(d, ops[0], ops[1], ops[2]);
  case F::FPermilVar: return permilLanes(d, row.result.bits(), ops[0], ops[1]);
  case F::FToInt32: {
    ir::FloatFormat f = formatOf(row.params[0]);
    typename D::BV mode = row.op == 1 ? d.constantU(3, unsigned(Rounding::TowardZero)) : controlRounding(d, control.value);
    return convertedLanes(d, ops[0], control.poison, ops[0].size(), 32, [&](auto& x) { return toInt32Value(d, f, mode, x); });
  }
  case F::Int32ToF: {
    typename D::BV mode = controlRounding(d, control.value);
    ir::FloatFormat f = formatOf(row.result);
    return convertedLanes(d, ops[0], control.poison, ops[0].size(), 32,
                          [&](auto& x) { return inRounding(d, mode, [&](Rounding rm) { return d.fpFromInt(x, true, f, rm); }); });
  }
  case F::HalfToF:
    return convertedLanes(d, ops[0], control.poison, ops[0].size(), 32, [&](auto& h) { return halfToFloatValue(d, h); });
  case F::FToHalf: {
    const Lane<D>& imm = ops[1][0];
    typename D::BV mode = immediateRounding(d, imm.value);
    return convertedLanes(d, ops[0], imm.poison, row.result.lanes(), 16, [&](auto& x) { return floatToHalfValue(d, mode, x); });
  }
  case F::FApproximation:
    return (row.op & ir::kFourteenBitOp) ? approximation14Lanes(d, row.op, formatOf(row.result), ops) : approximationLanes(d, row.op, ops[0]);
  default: return {};
  }
}

// `lanes` merged under `mask` with `merge`: lane i stays where mask bit i is set. `scalar` (the
// ss/sd forms): only lane 0 is merged (the other lanes are the first operand's whatever the mask).
template <class D> Lanes<D> mergedLanes(D& d, Lanes<D> lanes, const Lanes<D>& merge, const Lane<D>& mask, bool scalar) {
  for (size_t i = 0; i < (scalar ? 1 : lanes.size()); ++i) {
    typename D::Bool keep = d.toBool(d.extract(mask.value, unsigned(i), unsigned(i)));
    lanes[i] = {d.ite(keep, lanes[i].value, merge[i].value), d.bOr(mask.poison, d.iteBool(keep, lanes[i].poison, merge[i].poison))};
  }
  return lanes;
}

} // namespace fpx

// Whether `family` is one of the floating-point families of semantics/x86/float/.
inline bool isFloatFamily(ir::X86Family family) { return family >= ir::X86Family::FMinMax && family <= ir::X86Family::FApproximation; }

// The lanes of a floating-point-family row, or nullopt when `row` is of another group.
template <class D> std::optional<Lanes<D>> floatLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  if (!isFloatFamily(row.family)) return std::nullopt;
  Lanes<D> out = fpx::unmaskedLanes(d, row, ops);
  if (row.maskOperand >= 0) out = fpx::mergedLanes(d, std::move(out), ops[size_t(row.maskOperand) - 1], ops[size_t(row.maskOperand)][0], row.op & ir::kScalarOp);
  return out;
}

} // namespace theseus::semantics::x86
