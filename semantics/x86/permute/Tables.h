#pragma once
// The table families: permd/permvar (one table), vpermi2var (two tables), pternlog.
#include "semantics/x86/Poison.h"
#include "semantics/x86/permute/Select.h"

namespace theseus::semantics::x86::permute {

// permvar(table, index): lane i is table[index[i] mod n]. Poison: index[i], or the picked lane.
template <class D> Lanes<D> permuteVariableLanes(D& d, const Lanes<D>& table, const Lanes<D>& index) {
  Lanes<D> out;
  for (size_t i = 0; i < table.size(); ++i)
    out.push_back(withPoison(d, laneAtIndex(d, table, 0, unsigned(table.size()), index[i].value), index[i].poison));
  return out;
}

// vpermi2var(a, index, b): lane i is (a ++ b)[index[i] mod 2n]. Poison: index[i], or the
// picked lane.
template <class D> Lanes<D> permuteTwoTablesLanes(D& d, const Lanes<D>& a, const Lanes<D>& index, const Lanes<D>& b) {
  Lanes<D> tables = a;
  tables.insert(tables.end(), b.begin(), b.end());
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i)
    out.push_back(withPoison(d, laneAtIndex(d, tables, 0, unsigned(tables.size()), index[i].value), index[i].poison));
  return out;
}

// pternlog(a, b, c, imm): bit k of lane i is bit (a_k << 2 | b_k << 1 | c_k) of imm's low 8 bits.
// Poison: a[i], b[i] or c[i]; every lane when the immediate is.
template <class D> Lanes<D> ternaryLogicLanes(D& d, const Lanes<D>& a, const Lanes<D>& b, const Lanes<D>& c, const Lane<D>& imm) {
  Lanes<D> out;
  for (size_t i = 0; i < a.size(); ++i) {
    unsigned w = d.width(a[i].value);
    typename D::BV value = d.constantU(w, 0);
    for (unsigned minterm = 0; minterm < 8; ++minterm) {
      typename D::BV x = minterm & 4 ? a[i].value : d.bvNot(a[i].value);
      typename D::BV y = minterm & 2 ? b[i].value : d.bvNot(b[i].value);
      typename D::BV z = minterm & 1 ? c[i].value : d.bvNot(c[i].value);
      typename D::BV enabled = d.sext(d.extract(imm.value, minterm, minterm), w - 1);
      value = d.bvOr(value, d.bvAnd(enabled, d.bvAnd(x, d.bvAnd(y, z))));
    }
    typename D::Bool poison = d.bOr(a[i].poison, d.bOr(b[i].poison, c[i].poison));
    out.push_back({value, d.bOr(poison, imm.poison)});
  }
  return out;
}

} // namespace theseus::semantics::x86::permute
