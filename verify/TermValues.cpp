#include "verify/TermValues.h"

#include <unordered_set>

namespace theseus::verify {

namespace {

using U = TermValue;

U maskTo(U v, unsigned w) { return w >= 128 ? v : v & ((U(1) << w) - 1); }

bool signBit(U v, unsigned w) { return (v >> (w - 1)) & 1; }

// `v` (of width w) sign-extended to 128 bits, as a signed number.
__int128 asSigned(U v, unsigned w) {
  if (w < 128 && signBit(v, w)) v |= ~((U(1) << w) - 1);
  return static_cast<__int128>(v);
}

U shiftLeft(U a, U b, unsigned w) { return b >= w ? 0 : maskTo(a << unsigned(b), w); }
U shiftRightLogical(U a, U b, unsigned w) { return b >= w ? 0 : a >> unsigned(b); }
U shiftRightArithmetic(U a, U b, unsigned w) {
  __int128 s = asSigned(a, w);
  return maskTo(static_cast<U>(s >> unsigned(b >= w ? w - 1 : b)), w);
}

// The value of the bit-vector operation `kind` on `args`; nullopt when not supported here.
std::optional<U> bitVectorOp(Z3_decl_kind kind, const z3::expr& e, const std::vector<U>& args, unsigned w) {
  auto arg = [&](unsigned i) { return args[i]; };
  auto argWidth = [&](unsigned i) { return e.arg(i).get_sort().bv_size(); };
  switch (kind) {
  case Z3_OP_BADD: { U s = 0; for (U a : args) s += a; return maskTo(s, w); }
  case Z3_OP_BMUL: { U s = 1; for (U a : args) s *= a; return maskTo(s, w); }
  case Z3_OP_BSUB: return maskTo(arg(0) - arg(1), w);
  case Z3_OP_BNEG: return maskTo(-arg(0), w);
  case Z3_OP_BAND: { U s = maskTo(~U(0), w); for (U a : args) s &= a; return s; }
  case Z3_OP_BOR: { U s = 0; for (U a : args) s |= a; return s; }
  case Z3_OP_BXOR: { U s = 0; for (U a : args) s ^= a; return s; }
  case Z3_OP_BNOT: return maskTo(~arg(0), w);
  case Z3_OP_BSHL: return shiftLeft(arg(0), arg(1), w);
  case Z3_OP_BLSHR: return shiftRightLogical(arg(0), arg(1), w);
  case Z3_OP_BASHR: return shiftRightArithmetic(arg(0), arg(1), w);
  case Z3_OP_BUDIV: case Z3_OP_BUDIV_I: return arg(1) == 0 ? maskTo(~U(0), w) : arg(0) / arg(1);
  case Z3_OP_BUREM: case Z3_OP_BUREM_I: return arg(1) == 0 ? arg(0) : arg(0) % arg(1);
  case Z3_OP_EXTRACT: return maskTo(arg(0) >> Z3_get_decl_int_parameter(e.ctx(), e.decl(), 1), w);
  case Z3_OP_ZERO_EXT: return arg(0);
  case Z3_OP_SIGN_EXT: return maskTo(static_cast<U>(asSigned(arg(0), argWidth(0))), w);
  case Z3_OP_CONCAT: {
    U s = 0;
    for (unsigned i = 0; i < args.size(); ++i) s = (argWidth(i) >= 128 ? 0 : s << argWidth(i)) | args[i];
    return maskTo(s, w);
  }
  default: return std::nullopt;
  }
}

// The value of the comparison or Boolean operation `kind`; nullopt when not supported here.
std::optional<U> booleanOp(Z3_decl_kind kind, const z3::expr& e, const std::vector<U>& args) {
  auto w0 = [&]() { return valueWidth(e.arg(0)); };
  auto s = [&](unsigned i) { return asSigned(args[i], w0()); };
  switch (kind) {
  case Z3_OP_TRUE: return 1;
  case Z3_OP_FALSE: return 0;
  case Z3_OP_NOT: return args[0] ^ 1;
  case Z3_OP_AND: { U r = 1; for (U a : args) r &= a; return r; }
  case Z3_OP_OR: { U r = 0; for (U a : args) r |= a; return r; }
  case Z3_OP_XOR: return args[0] ^ args[1];
  case Z3_OP_IMPLIES: return (args[0] ^ 1) | args[1];
  case Z3_OP_EQ: return args[0] == args[1];
  case Z3_OP_DISTINCT: {
    std::unordered_set<U> seen(args.begin(), args.end());
    return seen.size() == args.size();
  }
  case Z3_OP_ULEQ: return args[0] <= args[1];
  case Z3_OP_UGEQ: return args[0] >= args[1];
  case Z3_OP_ULT: return args[0] < args[1];
  case Z3_OP_UGT: return args[0] > args[1];
  case Z3_OP_SLEQ: return s(0) <= s(1);
  case Z3_OP_SGEQ: return s(0) >= s(1);
  case Z3_OP_SLT: return s(0) < s(1);
  case Z3_OP_SGT: return s(0) > s(1);
  default: return std::nullopt;
  }
}

// The value of the application `e` given its arguments' values.
std::optional<U> applicationValue(const z3::expr& e, const std::vector<U>& args) {
  Z3_decl_kind kind = e.decl().decl_kind();
  if (kind == Z3_OP_ITE) return args[0] ? args[1] : args[2];
  if (e.is_bool()) return booleanOp(kind, e, args);
  return bitVectorOp(kind, e, args, valueWidth(e));
}

}  // namespace

TermValue numeralValue(const z3::expr& e) {
  std::string digits = e.get_decimal_string(0);
  U v = 0;
  for (char ch : digits) v = v * 10 + U(ch - '0');
  return v;
}

unsigned valueWidth(const z3::expr& e) {
  if (e.is_bool()) return 1;
  if (e.is_bv() && e.get_sort().bv_size() <= 128) return e.get_sort().bv_size();
  return 0;
}

std::vector<z3::expr> subtermsBottomUp(const z3::expr& root) {
  std::vector<z3::expr> order;
  std::unordered_set<unsigned> done;
  std::vector<std::pair<z3::expr, bool>> stack{{root, false}};
  while (!stack.empty()) {
    auto [x, argsDone] = stack.back();
    stack.pop_back();
    if (done.count(x.id())) continue;
    if (argsDone || !x.is_app() || x.num_args() == 0) {
      done.insert(x.id());
      order.push_back(x);
      continue;
    }
    stack.push_back({x, true});
    for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back({x.arg(i), false});
  }
  return order;
}

std::unordered_map<unsigned, TermValue> evaluateTerms(const std::vector<z3::expr>& order,
                                                      const std::unordered_map<unsigned, TermValue>& inputs) {
  std::unordered_map<unsigned, TermValue> values;
  std::vector<U> args;
  for (const z3::expr& e : order) {
    if (valueWidth(e) == 0 || !e.is_app()) continue;
    if (e.is_numeral()) {
      values.emplace(e.id(), numeralValue(e));
      continue;
    }
    if (e.num_args() == 0 && e.decl().decl_kind() == Z3_OP_UNINTERPRETED) {
      if (auto in = inputs.find(e.id()); in != inputs.end()) values.emplace(e.id(), maskTo(in->second, valueWidth(e)));
      continue;
    }
    args.clear();
    bool known = true;
    for (unsigned i = 0; i < e.num_args() && known; ++i) {
      auto v = values.find(e.arg(i).id());
      known = v != values.end();
      if (known) args.push_back(v->second);
    }
    if (!known) continue;
    if (auto v = applicationValue(e, args)) values.emplace(e.id(), *v);
  }
  return values;
}

}  // namespace theseus::verify
