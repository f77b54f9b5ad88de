#pragma once
// Dispatch from an intrinsic call to its per-lane semantics (semantics/IntrinsicOps.h).
#include "ir/Function.h"
#include "ir/X86Intrinsics.h"
#include "semantics/FloatIntrinsicOps.h"
#include "semantics/IntrinsicOps.h"
#include "semantics/X86Semantics.h"

#include <stdexcept>

namespace theseus::semantics {

// The value of an i1 immarg operand such as abs's is_int_min_poison.
inline bool immediateFlag(const ir::Instruction& call, unsigned index) {
  auto* c = call.operand(index)->valueKind() == ir::Value::Kind::Constant ? static_cast<const ir::Constant*>(call.operand(index)) : nullptr;
  std::optional<ir::Bits> bits = c ? c->scalarValue() : std::nullopt;
  if (!bits) throw std::invalid_argument("immarg operand of " + std::string(ir::intrinsicStem(call.intrinsic)) + " is not a constant");
  return !bits->isZero();
}

// The value of an integer immarg operand such as is.fpclass's class mask.
inline uint64_t immediateValue(const ir::Instruction& call, unsigned index) {
  auto* c = call.operand(index)->valueKind() == ir::Value::Kind::Constant ? static_cast<const ir::Constant*>(call.operand(index)) : nullptr;
  std::optional<ir::Bits> bits = c ? c->scalarValue() : std::nullopt;
  if (!bits) throw std::invalid_argument("immarg operand of " + std::string(ir::intrinsicStem(call.intrinsic)) + " is not a constant");
  return bits->low64();
}

// The lanes of a floating-point intrinsic call (ir::Intrinsic::FAbs..ConstrainedSqrt); a
// constrained one's UB goes to `fx`.
template <class D> Lanes<D> floatIntrinsicLanes(D& d, const ir::Instruction& call, const std::vector<Lanes<D>>& ops, Effects<D>& fx) {
  using ir::Intrinsic;
  Intrinsic id = call.intrinsic;
  ir::FloatFormat f = ir::floatFormat(call.operand(0)->type().floatKind());
  Lanes<D> out;
  for (size_t i = 0; i < ops[0].size(); ++i) {
    const Lane<D>& a = ops[0][i];
    if (id == Intrinsic::IsFPClass) {
      out.push_back({d.fromBool(isFPClass(d, f, a.value, immediateValue(call, 1))), a.poison});
    } else if (id == Intrinsic::FPToUISat || id == Intrinsic::FPToSISat) {
      out.push_back(saturatingFloatToIntLane(d, id == Intrinsic::FPToSISat, f, a, call.type().bits()));
    } else {
      std::vector<const Lane<D>*> in;
      for (auto& op : ops) in.push_back(&op[i]);
      if (ir::isConstrainedIntrinsic(id)) out.push_back(constrainedLane(d, id, call, f, in, fx.ub));
      else out.push_back(floatIntrinsicLane(d, id, call.fastMath, f, in));
    }
  }
  return out;
}

// The lanes of intrinsic call `call` whose operands evaluated to `ops`; UB goes to `fx`.
template <class D> Lanes<D> intrinsicLanes(D& d, const ir::Instruction& call, const std::vector<Lanes<D>>& ops, Effects<D>& fx) {
  using ir::Intrinsic;
  Intrinsic id = call.intrinsic;
  Lanes<D> out;
  auto lanewise2 = [&](auto&& fn) {
    for (size_t i = 0; i < ops[0].size(); ++i) out.push_back(fn(ops[0][i], ops[1][i]));
  };
  switch (id) {
  case Intrinsic::UMin: case Intrinsic::UMax: case Intrinsic::SMin: case Intrinsic::SMax:
    lanewise2([&](auto& a, auto& b) { return lanePoisonIfEither(d, minMaxValue(d, id, a.value, b.value), a, b); });
    break;
  case Intrinsic::UAddSat: case Intrinsic::USubSat: case Intrinsic::SAddSat: case Intrinsic::SSubSat:
    lanewise2([&](auto& a, auto& b) { return lanePoisonIfEither(d, saturatingValue(d, id, a.value, b.value), a, b); });
    break;
  case Intrinsic::UShlSat: case Intrinsic::SShlSat:
    lanewise2([&](auto& a, auto& b) { return shiftSaturatingLane(d, id, a, b); });
    break;
  case Intrinsic::SCmp: case Intrinsic::UCmp:
    lanewise2([&](auto& a, auto& b) { return threeWayCompareLane(d, id, a, b, call.type().bits()); });
    break;
  case Intrinsic::FShl: case Intrinsic::FShr:
    for (size_t i = 0; i < ops[0].size(); ++i) {
      auto &a = ops[0][i], &b = ops[1][i], &c = ops[2][i];
      out.push_back({funnelShiftValue(d, id, a.value, b.value, c.value), d.bOr(d.bOr(a.poison, b.poison), c.poison)});
    }
    break;
  case Intrinsic::Abs: case Intrinsic::Ctlz: case Intrinsic::Cttz: {
    bool flag = immediateFlag(call, 1);
    for (auto& a : ops[0]) out.push_back(unaryIntrinsicLane(d, id, a, flag));
    break;
  }
  case Intrinsic::Ctpop: case Intrinsic::BSwap: case Intrinsic::BitReverse:
    for (auto& a : ops[0]) out.push_back(unaryIntrinsicLane(d, id, a, false));
    break;
  case Intrinsic::SAddO: case Intrinsic::UAddO: case Intrinsic::SSubO:
  case Intrinsic::USubO: case Intrinsic::SMulO: case Intrinsic::UMulO: {
    Lanes<D> overflow;
    for (size_t i = 0; i < ops[0].size(); ++i) {
      auto [v, o] = withOverflowLanes(d, id, ops[0][i], ops[1][i]);
      out.push_back(v);
      overflow.push_back(o);
    }
    out.insert(out.end(), overflow.begin(), overflow.end());
    break;
  }
  case Intrinsic::Assume: case Intrinsic::Assert: {
    const Lane<D>& c = ops[0][0];
    fx.ub = d.bOr(fx.ub, d.bOr(c.poison, d.bNot(d.toBool(c.value))));
    break;
  }
  case Intrinsic::SideEffect:
    break;
  case Intrinsic::FAbs: case Intrinsic::CopySign: case Intrinsic::MinNum: case Intrinsic::MaxNum: case Intrinsic::Minimum:
  case Intrinsic::Maximum: case Intrinsic::Fma: case Intrinsic::FMulAdd: case Intrinsic::Sqrt: case Intrinsic::Floor:
  case Intrinsic::Ceil: case Intrinsic::FTrunc: case Intrinsic::Rint: case Intrinsic::NearbyInt: case Intrinsic::Round:
  case Intrinsic::RoundEven: case Intrinsic::Canonicalize: case Intrinsic::IsFPClass: case Intrinsic::FPToUISat:
  case Intrinsic::FPToSISat: case Intrinsic::ConstrainedFAdd: case Intrinsic::ConstrainedFSub:
  case Intrinsic::ConstrainedFMul: case Intrinsic::ConstrainedFDiv: case Intrinsic::ConstrainedFma: case Intrinsic::ConstrainedSqrt:
    return floatIntrinsicLanes(d, call, ops, fx);
  case Intrinsic::X86:
    return x86Lanes(d, ir::x86Rows().at(call.x86Row), ops);
  case Intrinsic::None:
    throw std::invalid_argument("call of an unknown function");
  default:
    out.push_back(reduceLanes(d, id, ops[0]));
    break;
  }
  return out;
}

} // namespace theseus::semantics
