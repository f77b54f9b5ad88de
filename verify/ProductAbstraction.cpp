#include "verify/ProductAbstraction.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string>
#include <unordered_map>
#include <unordered_set>
#include <utility>
#include <vector>

namespace theseus::verify {

namespace {

bool isVariableProduct(const z3::expr& x) {
  if (!x.is_app() || x.decl().decl_kind() != Z3_OP_BMUL || x.num_args() != 2) return false;
  return !x.arg(0).is_numeral() && !x.arg(1).is_numeral();
}

// One application `mulW(a, b)` of the abstraction.
struct ProductApplication {
  z3::expr a, b, application;
};

// The abstraction of the product of `a` and `b`: 0 when either is 0, the other when either is 1,
// else `mulW` applied to the two ordered by id (recorded in `applications`). Each case holds of
// bit-vector multiplication (which is commutative), so `mulW` as that multiplication interprets
// the abstraction exactly: it stays a weakening.
z3::expr abstractProduct(z3::context& c, z3::expr a, z3::expr b, std::vector<ProductApplication>& applications) {
  unsigned w = a.get_sort().bv_size();
  z3::sort bv = c.bv_sort(w);
  z3::func_decl product = c.function(("theseus.mul" + std::to_string(w)).c_str(), bv, bv, bv);
  z3::expr zero = c.bv_val(0, w), one = c.bv_val(1, w);
  if (a.id() > b.id()) std::swap(a, b);
  z3::expr application = product(a, b);
  applications.push_back({a, b, application});
  return z3::ite(a == zero || b == zero, zero, z3::ite(a == one, b, z3::ite(b == one, a, application)));
}

// Commutativity of the applications that are not the same term: for each two of one width,
// mulW(a1, b1) == mulW(a2, b2) when a1 == b2 and b1 == a2 (ordering by id gives it only to
// operands that are identical terms; these are equal values of different terms, in the other
// order). A fact of bit-vector multiplication, so the abstraction stays a weakening.
z3::expr commutativity(z3::context& c, const std::vector<ProductApplication>& applications) {
  z3::expr_vector facts(c);
  for (size_t i = 0; i < applications.size(); ++i)
    for (size_t j = i + 1; j < applications.size(); ++j) {
      const ProductApplication &x = applications[i], &y = applications[j];
      if (x.application.id() == y.application.id() || x.a.get_sort().bv_size() != y.a.get_sort().bv_size()) continue;
      facts.push_back(z3::implies(x.a == y.b && x.b == y.a, x.application == y.application));
    }
  return facts.empty() ? c.bool_val(true) : z3::mk_and(facts);
}

// The term `x` zero extends (Z3's rewriter writes a zero extension as a concat with a zero
// numeral), when that is narrower than `x`; nullopt otherwise.
std::optional<z3::expr> zeroExtended(const z3::expr& x) {
  if (!x.is_app()) return std::nullopt;
  Z3_decl_kind kind = x.decl().decl_kind();
  if (kind == Z3_OP_ZERO_EXT && x.arg(0).get_sort().bv_size() < x.get_sort().bv_size()) return x.arg(0);
  uint64_t high = 1;
  if (kind == Z3_OP_CONCAT && x.num_args() == 2 && x.arg(0).is_numeral_u64(high) && high == 0) return x.arg(1);
  return std::nullopt;
}

// The term `x` sign extends (Z3's rewriter writes a sign extension as a concat of copies of the
// term's top bit and the term), when that is narrower than `x`; nullopt otherwise.
std::optional<z3::expr> signExtended(const z3::expr& x) {
  if (!x.is_app()) return std::nullopt;
  Z3_decl_kind kind = x.decl().decl_kind();
  if (kind == Z3_OP_SIGN_EXT && x.arg(0).get_sort().bv_size() < x.get_sort().bv_size()) return x.arg(0);
  if (kind != Z3_OP_CONCAT || x.num_args() < 2) return std::nullopt;
  z3::expr term = x.arg(x.num_args() - 1);
  int top = int(term.get_sort().bv_size()) - 1;
  for (unsigned i = 0; i + 1 < x.num_args(); ++i) {
    z3::expr bit = x.arg(i);
    if (!bit.is_app() || bit.decl().decl_kind() != Z3_OP_EXTRACT || bit.hi() != top || bit.lo() != top || bit.arg(0).id() != term.id())
      return std::nullopt;
  }
  return term;
}

unsigned widthOf(const z3::expr& x) { return x.get_sort().bv_size(); }

// The range of an application whose operands both zero extend (or both sign extend) terms of ka
// and kb bits with ka + kb at most its width w: such a product does not wrap, so it is at most
// (2^ka - 1)(2^kb - 1) unsigned (at most 2^(ka+kb-2) in magnitude signed); true otherwise.
z3::expr extensionRange(z3::context& c, const ProductApplication& p) {
  unsigned w = widthOf(p.application);
  std::optional<z3::expr> za = zeroExtended(p.a), zb = zeroExtended(p.b);
  if (za && zb && widthOf(*za) + widthOf(*zb) <= w) {
    unsigned ka = widthOf(*za), kb = widthOf(*zb);
    z3::expr most = (z3::zext(c.bv_val(-1, ka), w - ka) * z3::zext(c.bv_val(-1, kb), w - kb)).simplify();
    return z3::ule(p.application, most);
  }
  std::optional<z3::expr> sa = signExtended(p.a), sb = signExtended(p.b);
  if (sa && sb && widthOf(*sa) + widthOf(*sb) <= w) {
    z3::expr magnitude = z3::shl(c.bv_val(1, w), c.bv_val(widthOf(*sa) + widthOf(*sb) - 2, w)).simplify();
    return -magnitude <= p.application && p.application <= magnitude;
  }
  return c.bool_val(true);
}

// The term an operand extends (zero or sign), or nullopt.
std::optional<z3::expr> extendedTerm(const z3::expr& x) {
  if (std::optional<z3::expr> z = zeroExtended(x)) return z;
  return signExtended(x);
}

// Facts of applications over extended operands, each a fact of multiplication (so the abstraction
// stays a weakening): their range (extensionRange), and, for an application over extensions of
// the two terms of a narrower application of the same width as both terms, that the narrow one is
// the wide one's low bits (the low bits of a product depend only on the low bits of its factors).
// They keep the sums over such products that nuw and nsw checks compare from wrapping, and tie a
// 32-bit product the program uses to the 64-bit one its overflow check reads
// (verify/WideProducts.h).
z3::expr extensionFacts(z3::context& c, const std::vector<ProductApplication>& applications) {
  std::map<std::pair<unsigned, unsigned>, const ProductApplication*> byOperands;
  for (const ProductApplication& p : applications) byOperands.emplace(std::make_pair(p.a.id(), p.b.id()), &p);
  z3::expr_vector facts(c);
  for (const ProductApplication& p : applications) {
    facts.push_back(extensionRange(c, p));
    std::optional<z3::expr> ta = extendedTerm(p.a), tb = extendedTerm(p.b);
    if (!ta || !tb || widthOf(*ta) != widthOf(*tb)) continue;
    for (auto key : {std::make_pair(ta->id(), tb->id()), std::make_pair(tb->id(), ta->id())}) {
      auto narrow = byOperands.find(key);
      if (narrow == byOperands.end()) continue;
      facts.push_back(narrow->second->application == p.application.extract(widthOf(*ta) - 1, 0));
      break;
    }
  }
  return facts.empty() ? c.bool_val(true) : z3::mk_and(facts);
}

// `x` as a numeral coefficient times the product of its other factors: a numeral is its own
// coefficient (times 1), and anything but a multiplication is 1 times itself.
std::pair<z3::expr, z3::expr> coefficientAndRest(z3::context& c, const z3::expr& x) {
  unsigned w = x.get_sort().bv_size();
  z3::expr coefficient = c.bv_val(1, w);
  if (x.is_numeral()) return {x, coefficient};
  if (!x.is_app() || x.decl().decl_kind() != Z3_OP_BMUL) return {coefficient, x};
  std::vector<z3::expr> rest;
  for (unsigned i = 0; i < x.num_args(); ++i) {
    if (x.arg(i).is_numeral()) coefficient = (coefficient * x.arg(i)).simplify();
    else rest.push_back(x.arg(i));
  }
  if (rest.empty()) return {coefficient, c.bv_val(1, w)};
  z3::expr product = rest.front();
  for (size_t i = 1; i < rest.size(); ++i) product = product * rest[i];
  return {coefficient, product};
}

// The abstraction of multiplication `x` (any number of factors) whose arguments are already
// abstracted: the numeral factors, those of the arguments included, multiply the abstraction of
// the product of the others, taken two at a time in the order of their ids.
// The terms `factors` are the low bits of, when each is `extract[k-1:0]` of a term of one width
// wider than k (Z3's rewriter writes the low bits of a product that way); std::nullopt otherwise.
std::optional<std::vector<z3::expr>> lowBitsOf(const std::vector<z3::expr>& factors) {
  std::vector<z3::expr> wide;
  for (const z3::expr& f : factors) {
    if (!f.is_app() || f.decl().decl_kind() != Z3_OP_EXTRACT || f.lo() != 0) return std::nullopt;
    if (!wide.empty() && f.arg(0).get_sort().bv_size() != wide.front().get_sort().bv_size()) return std::nullopt;
    wide.push_back(f.arg(0));
  }
  return wide;
}

z3::expr abstractMultiplication(z3::context& c, const z3::expr_vector& args, std::vector<ProductApplication>& applications);

// The product of `factors` times `coefficient` (width k) when every factor is the low k bits of a
// wider term: the low k bits of the abstracted product of the wider terms, since the low bits of
// a product depend only on the low bits of its factors (a fact of multiplication at every width,
// so the abstraction stays a weakening). It makes src's 32-bit product and tgt's narrowed one the
// same application. std::nullopt when the factors are not all such low bits.
std::optional<z3::expr> narrowedProduct(z3::context& c, const std::vector<z3::expr>& factors, const z3::expr& coefficient,
                                        std::vector<ProductApplication>& applications) {
  if (factors.size() < 2) return std::nullopt;
  std::optional<std::vector<z3::expr>> wide = lowBitsOf(factors);
  if (!wide) return std::nullopt;
  unsigned k = coefficient.get_sort().bv_size(), w = wide->front().get_sort().bv_size();
  z3::expr_vector args(c);
  for (const z3::expr& x : *wide) args.push_back(x);
  args.push_back(z3::zext(coefficient, w - k).simplify());
  return abstractMultiplication(c, args, applications).extract(k - 1, 0);
}

z3::expr abstractMultiplication(z3::context& c, const z3::expr_vector& args, std::vector<ProductApplication>& applications) {
  unsigned w = args[0].get_sort().bv_size();
  z3::expr coefficient = c.bv_val(1, w);
  std::vector<z3::expr> factors;
  for (unsigned i = 0; i < args.size(); ++i) {
    auto [k, rest] = coefficientAndRest(c, args[i]);
    coefficient = (coefficient * k).simplify();
    if (!(rest.is_numeral())) factors.push_back(rest);
  }
  if (factors.empty()) return coefficient;
  if (std::optional<z3::expr> narrowed = narrowedProduct(c, factors, coefficient, applications)) return *narrowed;
  std::sort(factors.begin(), factors.end(), [](const z3::expr& a, const z3::expr& b) { return a.id() < b.id(); });
  z3::expr product = factors.front();
  for (size_t i = 1; i < factors.size(); ++i) product = abstractProduct(c, product, factors[i], applications);
  uint64_t k = 0;
  if (coefficient.is_numeral_u64(k) && k == 1) return product;
  return coefficient * product;
}

// `x`, an application whose arguments are `args`, with a left shift by a numeral below the width
// as the multiplication by that power of two it is.
z3::expr shiftAsProduct(z3::context& c, const z3::expr& x, const z3::expr_vector& args) {
  if (x.decl().decl_kind() != Z3_OP_BSHL || !args[1].is_numeral()) return x.decl()(args);
  unsigned w = x.get_sort().bv_size();
  uint64_t k = 0;
  if (!args[1].is_numeral_u64(k) || k >= w) return x.decl()(args);
  z3::expr power = z3::shl(c.bv_val(1, w), c.bv_val(k, w)).simplify();
  return args[0] * power;
}

// How deep a complement is pushed into nested `ite`s (at most 2^4 arms).
constexpr unsigned kComplementIteDepth = 4;

// The complement of `x` as a difference: -1 - x, pushed into the arms of an `ite` (`depth` more
// levels of them).
z3::expr complementAsDifference(z3::context& c, const z3::expr& x, unsigned depth = kComplementIteDepth) {
  if (depth && x.is_app() && x.decl().decl_kind() == Z3_OP_ITE)
    return z3::ite(x.arg(0), complementAsDifference(c, x.arg(1), depth - 1), complementAsDifference(c, x.arg(2), depth - 1));
  return c.bv_val(-1, x.get_sort().bv_size()) - x;
}

// `x`, an application whose arguments are `args`, with a complement written as a difference.
z3::expr complementRewritten(z3::context& c, const z3::expr& x, const z3::expr_vector& args) {
  Z3_decl_kind kind = x.decl().decl_kind();
  if (kind == Z3_OP_BNOT) return complementAsDifference(c, args[0]);
  if (kind != Z3_OP_BXOR) return x.decl()(args);
  z3::expr_vector others(c);
  bool complemented = false;
  for (unsigned i = 0; i < args.size(); ++i) {
    if (isAllOnesNumeral(args[i])) complemented = !complemented;
    else others.push_back(args[i]);
  }
  if (others.size() == args.size()) return x.decl()(args);
  z3::expr rest = others.empty() ? c.bv_val(0, x.get_sort().bv_size()) : others.size() == 1 ? others[0] : x.decl()(others);
  return complemented ? complementAsDifference(c, rest) : rest;
}

// The abstraction of application `x` whose arguments, already abstracted, are `args`.
z3::expr rebuilt(z3::context& c, const z3::expr& x, const z3::expr_vector& args, std::vector<ProductApplication>& applications) {
  if (x.decl().decl_kind() != Z3_OP_BMUL) return x.decl()(args);
  return abstractMultiplication(c, args, applications);
}

} // namespace

bool isAllOnesNumeral(const z3::expr& x) {
  return x.is_numeral() && x.is_bv() && x.id() == x.ctx().bv_val(-1, x.get_sort().bv_size()).id();
}

bool multipliesVariables(const z3::expr& e) {
  std::unordered_set<unsigned> seen;
  std::vector<z3::expr> stack{e};
  while (!stack.empty()) {
    z3::expr x = stack.back();
    stack.pop_back();
    if (!seen.insert(x.id()).second || !x.is_app()) continue;
    if (isVariableProduct(x)) return true;
    for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back(x.arg(i));
  }
  return false;
}

namespace {

// `e` rebuilt bottom-up, each application by `rebuild` from its rewritten arguments.
template <class Rebuild>
z3::expr rewriteBottomUp(const z3::expr& e, Rebuild rebuild) {
  std::unordered_map<unsigned, z3::expr> done;
  std::vector<std::pair<z3::expr, bool>> stack{{e, false}};
  while (!stack.empty()) {
    auto [x, argsDone] = stack.back();
    stack.pop_back();
    if (done.count(x.id())) continue;
    if (!x.is_app() || x.num_args() == 0) {
      done.emplace(x.id(), x);
    } else if (argsDone) {
      z3::expr_vector args(x.ctx());
      for (unsigned i = 0; i < x.num_args(); ++i) args.push_back(done.at(x.arg(i).id()));
      done.emplace(x.id(), rebuild(x, args));
    } else {
      stack.push_back({x, true});
      for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back({x.arg(i), false});
    }
  }
  return done.at(e.id());
}

} // namespace

z3::expr abstractProducts(z3::context& c, const z3::expr& e) {
  std::vector<ProductApplication> applications;
  z3::expr abstracted = rewriteBottomUp(e, [&](const z3::expr& x, const z3::expr_vector& args) { return rebuilt(c, x, args, applications); });
  return abstracted && commutativity(c, applications) && extensionFacts(c, applications);
}

z3::expr shiftsAsProducts(z3::context& c, const z3::expr& e) {
  return rewriteBottomUp(e, [&](const z3::expr& x, const z3::expr_vector& args) { return shiftAsProduct(c, x, args); });
}

z3::expr complementsAsDifferences(z3::context& c, const z3::expr& e) {
  return rewriteBottomUp(e, [&](const z3::expr& x, const z3::expr_vector& args) { return complementRewritten(c, x, args); });
}

z3::expr productsAbstracted(const z3::expr& e) {
  z3::params som(e.ctx());
  som.set("som", true);
  som.set("flat", true);
  return abstractProducts(e.ctx(), shiftsAsProducts(e.ctx(), complementsAsDifferences(e.ctx(), e)).simplify(som));
}

} // namespace theseus::verify
