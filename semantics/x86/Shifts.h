#pragma once
// The x86 shifts (psll/psrl/psra): by the low 64 bits of a count vector, by an i32 immediate,
// and per lane. A count of at least the element width gives 0 (logical) or the sign fill
// (arithmetic), unlike LLVM's shl/lshr/ashr, which give poison.
#include "ir/X86Intrinsics.h"
#include "semantics/x86/Poison.h"

#include <optional>

namespace theseus::semantics::x86 {

// `x` shifted by `count` (a 64-bit value) the x86 way.
template <class D> typename D::BV shiftLane(D& d, ir::ShiftKind kind, const typename D::BV& x, const typename D::BV& count) {
  unsigned w = d.width(x);
  typename D::Bool inRange = d.ult(count, d.constantU(64, w));
  typename D::BV amount = w < 64 ? d.extract(count, w - 1, 0) : count;
  typename D::BV zero = d.constantU(w, 0);
  switch (kind) {
  case ir::ShiftKind::Left: return d.ite(inRange, d.shl(x, amount), zero);
  case ir::ShiftKind::LogicalRight: return d.ite(inRange, d.lshr(x, amount), zero);
  default: return d.ite(inRange, d.ashr(x, amount), d.ashr(x, d.constantU(w, w - 1)));
  }
}

// The low 64 bits of a count vector as one value, lane 0 lowest.
template <class D> typename D::BV low64(D& d, const Lanes<D>& count) {
  typename D::BV v = count[0].value;
  for (size_t i = 1; d.width(v) < 64; ++i) v = d.concat(count[i].value, v);
  return v;
}

// `value` zero-extended or truncated to 64 bits.
template <class D> typename D::BV to64(D& d, const typename D::BV& value) {
  unsigned w = d.width(value);
  return w == 64 ? value : w < 64 ? d.zext(value, 64 - w) : d.extract(value, 63, 0);
}

template <class D> std::optional<Lanes<D>> shiftLanes(D& d, const ir::X86Row& row, const std::vector<Lanes<D>>& ops) {
  auto kind = ir::ShiftKind(row.op);
  const Lanes<D>& x = ops[0];
  Lanes<D> out;
  switch (row.family) {
  case ir::X86Family::ShiftByVector: {
    unsigned countLanes = 64 / d.width(ops[1][0].value);
    typename D::BV count = low64(d, ops[1]);
    for (auto& lane : x) out.push_back({shiftLane(d, kind, lane.value, count), lane.poison});
    return poisonAllWhen(d, std::move(out), anyPoison(d, ops[1], 0, countLanes));
  }
  case ir::X86Family::ShiftByImmediate: {
    typename D::BV count = to64(d, ops[1][0].value);
    for (auto& lane : x) out.push_back({shiftLane(d, kind, lane.value, count), lane.poison});
    return poisonAllWhen(d, std::move(out), ops[1][0].poison);
  }
  case ir::X86Family::ShiftPerLane:
    for (size_t i = 0; i < x.size(); ++i)
      out.push_back({shiftLane(d, kind, x[i].value, to64(d, ops[1][i].value)), d.bOr(x[i].poison, ops[1][i].poison)});
    return out;
  default:
    return std::nullopt;
  }
}

} // namespace theseus::semantics::x86
