// A quick search for counterexamples among special floating-point inputs (SpecialFloatInputs.h).
#include "verify/SpecialFloatInputs.h"

#include "verify/QueryShape.h"

#include <map>
#include <vector>

namespace theseus::verify {

namespace {

// The bit-vector constants of `query` read as floating-point numbers, each with its format's
// exponent and significand widths (the significand's counting the hidden bit).
std::map<unsigned, std::pair<z3::expr, std::pair<unsigned, unsigned>>> floatReadConstants(const z3::expr& query) {
  std::map<unsigned, std::pair<z3::expr, std::pair<unsigned, unsigned>>> out;
  everySubterm(query, [&](const z3::expr& x) {
    if (!x.is_app() || x.decl().decl_kind() != Z3_OP_FPA_TO_FP || x.num_args() != 1) return true;
    z3::expr operand = x.arg(0);
    if (!operand.is_const() || !operand.is_bv() || operand.decl().decl_kind() != Z3_OP_UNINTERPRETED) return true;
    z3::sort s = x.get_sort();
    out.emplace(operand.id(), std::make_pair(operand, std::make_pair(s.fpa_ebits(), s.fpa_sbits())));
    return true;
  });
  return out;
}

// The special values of a format with `ebits` exponent and `sbits` significand bits, as bits.
std::vector<z3::expr> specialValues(z3::context& c, unsigned ebits, unsigned sbits) {
  unsigned width = ebits + sbits, fraction = sbits - 1;
  z3::expr zero = c.bv_val(0, width), one = c.bv_val(1, width);
  z3::expr sign = z3::shl(one, c.bv_val(width - 1, width));
  z3::expr exponentOnes = z3::shl(z3::lshr(c.bv_val(-1, width), c.bv_val(width - ebits, width)), c.bv_val(fraction, width));
  z3::expr quietBit = z3::shl(one, c.bv_val(fraction - 1, width));
  z3::expr bias = z3::shl(z3::lshr(c.bv_val(-1, width), c.bv_val(width - ebits + 1, width)), c.bv_val(fraction, width));
  z3::expr largest = exponentOnes - one;
  std::vector<z3::expr> out{zero, sign, exponentOnes, sign | exponentOnes, exponentOnes | quietBit,
                            exponentOnes | quietBit | one, sign | exponentOnes | quietBit | one,
                            exponentOnes | one, sign | exponentOnes | one, bias, sign | bias, one, largest};
  for (z3::expr& v : out) v = v.simplify();
  return out;
}

} // namespace

z3::expr withSpecialFloatInputs(z3::context& c, const z3::expr& query) {
  z3::expr out = query;
  for (auto& [id, entry] : floatReadConstants(query)) {
    auto& [constant, format] = entry;
    z3::expr_vector choices(c);
    for (const z3::expr& v : specialValues(c, format.first, format.second)) choices.push_back(constant == v);
    out = out && z3::mk_or(choices);
  }
  return out;
}

} // namespace theseus::verify
