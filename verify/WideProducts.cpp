#include "verify/WideProducts.h"

#include "verify/ProductAbstraction.h"

#include <algorithm>
#include <map>
#include <tuple>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace theseus::verify {

namespace {

// "The `kind` of the terms with ids (a, b) does not overflow."
using Fact = std::tuple<OverflowKind, unsigned, unsigned>;

struct TooLarge {};

// How a w-bit value is read at 2w bits: sign or zero extended.
enum class View { Signed, Unsigned };

bool isSigned(OverflowKind k) {
  return k == OverflowKind::SignedAdd || k == OverflowKind::SignedSub || k == OverflowKind::SignedMul;
}

// The unsigned kind of the same operation as the signed kind `k`.
OverflowKind unsignedKindOf(OverflowKind k) {
  switch (k) {
  case OverflowKind::SignedAdd: return OverflowKind::UnsignedAdd;
  case OverflowKind::SignedSub: return OverflowKind::UnsignedSub;
  case OverflowKind::SignedMul: return OverflowKind::UnsignedMul;
  default: return k;
  }
}

struct PairHash {
  size_t operator()(const std::pair<unsigned, unsigned>& p) const { return (size_t(p.first) << 32) ^ p.second; }
};

bool isApp(const z3::expr& e, Z3_decl_kind kind) { return e.is_app() && e.decl().decl_kind() == kind; }

// The rewriting of overflowsOverWideProducts; contexts are interned sorted fact sets.
class Widener {
public:
  Widener(const OverflowFacts& facts, size_t maxVisits, unsigned maxDepth)
      : facts_(facts), maxVisits_(maxVisits), maxDepth_(maxDepth) {
    contexts_.emplace_back();
    ids_.emplace(std::vector<Fact>{}, 0);
    for (const auto& [id, p] : facts.all())
      if (isApp(p.predicate, Z3_OP_OR)) byLastDisjunct_[p.predicate.arg(p.predicate.num_args() - 1).id()].push_back(&p);
  }

  // `e` rewritten under the facts of context `ctx`: a Boolean or a term of `e`'s sort.
  z3::expr rewritten(const z3::expr& e, unsigned ctx) {
    if (!e.is_app() || e.num_args() == 0 || e.is_numeral()) return e;
    return memoized(rewrittenMemo_, e, ctx, &Widener::rewrittenApp);
  }

private:
  using Memo = std::unordered_map<std::pair<unsigned, unsigned>, z3::expr, PairHash>;

  // `compute(e, ctx)`, remembered in `memo` by `e` and `ctx`; counts toward the visit and depth limits.
  z3::expr memoized(Memo& memo, const z3::expr& e, unsigned ctx, z3::expr (Widener::*compute)(const z3::expr&, unsigned)) {
    auto key = std::make_pair(e.id(), ctx);
    if (auto found = memo.find(key); found != memo.end()) return found->second;
    Enter depth(*this);
    z3::expr out = (this->*compute)(e, ctx);
    memo.emplace(key, out);
    return out;
  }

  struct Enter {
    explicit Enter(Widener& w) : w_(w) {
      if (++w_.visits_ > w_.maxVisits_ || ++w_.depth_ > w_.maxDepth_) throw TooLarge{};
    }
    ~Enter() { --w_.depth_; }
    Widener& w_;
  };

  // The recorded predicates that are disjunctions all of whose arguments are arguments of the
  // disjunction `e` (so `e` is equivalent to the disjunction of the rest of its arguments and them).
  std::vector<const OverflowPredicate*> disjunctionsAmong(const z3::expr& e) const {
    std::vector<const OverflowPredicate*> found;
    if (!isApp(e, Z3_OP_OR)) return found;
    std::unordered_set<unsigned> args;
    for (unsigned i = 0; i < e.num_args(); ++i) args.insert(e.arg(i).id());
    for (unsigned i = 0; i < e.num_args(); ++i) {
      auto candidates = byLastDisjunct_.find(e.arg(i).id());
      if (candidates == byLastDisjunct_.end()) continue;
      for (const OverflowPredicate* p : candidates->second) {
        bool all = true;
        for (unsigned j = 0; j < p->predicate.num_args() && all; ++j) all = args.count(p->predicate.arg(j).id()) > 0;
        if (all && std::find(found.begin(), found.end(), p) == found.end()) found.push_back(p);
      }
    }
    return found;
  }

  // The ids of the arguments of the predicates `ps`.
  static std::unordered_set<unsigned> argumentsOf(const std::vector<const OverflowPredicate*>& ps) {
    std::unordered_set<unsigned> ids;
    for (const OverflowPredicate* p : ps)
      for (unsigned j = 0; j < p->predicate.num_args(); ++j) ids.insert(p->predicate.arg(j).id());
    return ids;
  }

  // The disjunction `e` with the recorded predicates `ps` among its arguments replaced by their
  // wide forms and its other arguments rewritten, under context `ctx`.
  z3::expr disjunctionRewritten(const z3::expr& e, const std::vector<const OverflowPredicate*>& ps, unsigned ctx) {
    std::unordered_set<unsigned> covered = argumentsOf(ps);
    z3::expr_vector args(e.ctx());
    for (unsigned i = 0; i < e.num_args(); ++i)
      if (!covered.count(e.arg(i).id())) args.push_back(rewritten(e.arg(i), ctx));
    for (const OverflowPredicate* p : ps) args.push_back(wideOverflow(*p, ctx));
    return z3::mk_or(args);
  }

  // rewritten() of an application with arguments, not memoized.
  z3::expr rewrittenApp(const z3::expr& e, unsigned ctx) {
    if (const OverflowPredicate* p = facts_.find(e)) return wideOverflow(*p, ctx);
    std::vector<const OverflowPredicate*> among = disjunctionsAmong(e);
    if (!among.empty()) return disjunctionRewritten(e, among, ctx);
    if (isApp(e, Z3_OP_AND)) ctx = withFactsOf(e, ctx);
    z3::expr_vector args(e.ctx());
    bool changed = false;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      args.push_back(rewritten(e.arg(i), ctx));
      changed = changed || args.back().id() != e.arg(i).id();
    }
    return changed ? e.decl()(args) : e;
  }

  // Whether the 2w-bit `v` is not the sign extension of its low w bits.
  static z3::expr outOfRange(const z3::expr& v, unsigned w) { return z3::sext(v.extract(w - 1, 0), w) != v; }
  // Whether the 2w-bit `v` is at least 2^w.
  static z3::expr atLeastPowerOfTwo(const z3::expr& v, unsigned w) { return v.extract(2 * w - 1, w) != v.ctx().bv_val(0, w); }

  // The recorded predicate `p` over the wide values of its operands under context `ctx`.
  z3::expr wideOverflow(const OverflowPredicate& p, unsigned ctx) {
    unsigned w = p.a.get_sort().bv_size();
    View view = isSigned(p.kind) ? View::Signed : View::Unsigned;
    z3::expr a = wide(p.a, ctx, view), b = wide(p.b, ctx, view);
    switch (p.kind) {
    case OverflowKind::SignedAdd: return outOfRange(a + b, w);
    case OverflowKind::SignedSub: return outOfRange(a - b, w);
    case OverflowKind::SignedMul: return outOfRange(a * b, w);
    case OverflowKind::UnsignedAdd: return atLeastPowerOfTwo(a + b, w);
    case OverflowKind::UnsignedSub: return z3::ult(a, b);
    case OverflowKind::UnsignedMul: return atLeastPowerOfTwo(a * b, w);
    }
    return p.predicate;
  }

  // The 2w-bit W(v) (`View::Signed`) or Z(v) (`View::Unsigned`) of the w-bit `v` under context `ctx`
  // (the header's definitions).
  z3::expr wide(const z3::expr& v, unsigned ctx, View view) {
    return memoized(view == View::Signed ? signedMemo_ : unsignedMemo_, v, ctx,
                    view == View::Signed ? &Widener::signedWideOf : &Widener::unsignedWideOf);
  }
  z3::expr signedWideOf(const z3::expr& v, unsigned ctx) { return wideOf(v, ctx, View::Signed); }
  z3::expr unsignedWideOf(const z3::expr& v, unsigned ctx) { return wideOf(v, ctx, View::Unsigned); }

  // `v` (w bits) extended to 2w bits as `view` reads it.
  static z3::expr extended(const z3::expr& v, View view) {
    unsigned w = v.get_sort().bv_size();
    return view == View::Signed ? z3::sext(v, w) : z3::zext(v, w);
  }

  // wide() of `v`, not memoized.
  z3::expr wideOf(const z3::expr& v, unsigned ctx, View view) {
    unsigned w = v.get_sort().bv_size();
    if (!v.is_app() || v.num_args() == 0 || v.is_numeral()) return extended(v, view);
    switch (v.decl().decl_kind()) {
    case Z3_OP_BNOT: return complementOf(wide(v.arg(0), ctx, view), w, view);
    case Z3_OP_BXOR:
      if (v.num_args() == 2 && isAllOnesNumeral(v.arg(1))) return complementOf(wide(v.arg(0), ctx, view), w, view);
      if (v.num_args() == 2 && isAllOnesNumeral(v.arg(0))) return complementOf(wide(v.arg(1), ctx, view), w, view);
      break;
    case Z3_OP_ITE: return z3::ite(v.arg(0), wide(v.arg(1), ctx, view), wide(v.arg(2), ctx, view));
    case Z3_OP_SIGN_EXT:
      if (view == View::Signed) return z3::sext(wide(v.arg(0), ctx, view), 2 * (w - v.arg(0).get_sort().bv_size()));
      break;
    case Z3_OP_ZERO_EXT:
      if (w > v.arg(0).get_sort().bv_size()) return z3::zext(wide(v.arg(0), ctx, View::Unsigned), 2 * (w - v.arg(0).get_sort().bv_size()));
      break;
    case Z3_OP_BADD: if (known(view, OverflowKind::SignedAdd, v, ctx)) return wide(v.arg(0), ctx, view) + wide(v.arg(1), ctx, view); break;
    case Z3_OP_BSUB: if (known(view, OverflowKind::SignedSub, v, ctx)) return wide(v.arg(0), ctx, view) - wide(v.arg(1), ctx, view); break;
    case Z3_OP_BMUL:
      if (v.num_args() != 2) break;
      if (known(view, OverflowKind::SignedMul, v, ctx)) return wide(v.arg(0), ctx, view) * wide(v.arg(1), ctx, view);
      return extended((wide(v.arg(0), ctx, view) * wide(v.arg(1), ctx, view)).extract(w - 1, 0), view);
    default: break;
    }
    return extended(v, view);
  }

  // The 2w-bit view of ~v given the view `x` of the w-bit v: ~x signed, 2^w - 1 - x unsigned.
  static z3::expr complementOf(const z3::expr& x, unsigned w, View view) {
    if (view == View::Signed) return ~x;
    return z3::zext(x.ctx().bv_val(-1, w), w) - x;
  }

  // Whether context `ctx` states that the binary `v`, an operation of `kind` (given as its signed
  // kind; the unsigned one under `View::Unsigned`), does not overflow.
  bool known(View view, OverflowKind kind, const z3::expr& v, unsigned ctx) const {
    if (v.num_args() != 2) return false;
    if (view == View::Unsigned) kind = unsignedKindOf(kind);
    const std::vector<Fact>& facts = contexts_[ctx];
    return std::binary_search(facts.begin(), facts.end(), Fact{kind, v.arg(0).id(), v.arg(1).id()});
  }

  // The context `ctx` with the facts the conjunction `e` states.
  unsigned withFactsOf(const z3::expr& e, unsigned ctx) {
    std::vector<Fact> facts = contexts_[ctx];
    size_t before = facts.size();
    collect(e, false, facts);
    if (facts.size() == before) return ctx;
    std::sort(facts.begin(), facts.end());
    facts.erase(std::unique(facts.begin(), facts.end()), facts.end());
    auto [it, added] = ids_.emplace(facts, unsigned(contexts_.size()));
    if (added) contexts_.push_back(std::move(facts));
    return it->second;
  }

  // Appends the facts `e` (negated when `negated`) states at conjunctive positions.
  void collect(const z3::expr& e, bool negated, std::vector<Fact>& out) {
    if (!e.is_app()) return;
    if (++visits_ > maxVisits_) throw TooLarge{};
    if (const OverflowPredicate* p = facts_.find(e)) {
      if (negated) out.emplace_back(p->kind, p->a.id(), p->b.id());
      return;
    }
    if (isApp(e, Z3_OP_NOT)) return collect(e.arg(0), !negated, out);
    if (negated && isApp(e, Z3_OP_OR)) {
      std::vector<const OverflowPredicate*> among = disjunctionsAmong(e);
      for (const OverflowPredicate* p : among) out.emplace_back(p->kind, p->a.id(), p->b.id());
      std::unordered_set<unsigned> covered = argumentsOf(among);
      for (unsigned i = 0; i < e.num_args(); ++i)
        if (!covered.count(e.arg(i).id())) collect(e.arg(i), negated, out);
      return;
    }
    if (!negated && isApp(e, Z3_OP_AND)) {
      for (unsigned i = 0; i < e.num_args(); ++i) collect(e.arg(i), negated, out);
      return;
    }
    if (isApp(e, Z3_OP_ITE) && (negated ? e.arg(2).is_true() : e.arg(2).is_false())) {
      collect(e.arg(0), false, out);
      collect(e.arg(1), negated, out);
      return;
    }
    if (isApp(e, Z3_OP_ITE) && withoutProducts(e.arg(0))) {
      z3::expr condition = e.arg(0).simplify();
      if (condition.is_true()) return collect(e.arg(1), negated, out);
      if (condition.is_false()) return collect(e.arg(2), negated, out);
    }
    if (std::optional<z3::expr> only = onlyNonUnitArgument(e)) collect(*only, negated, out);
  }

  // Whether `e` has no multiplication and no recorded predicate (so it is its own rewrite under
  // every context), within a small size.
  bool withoutProducts(const z3::expr& e) const {
    std::vector<z3::expr> todo{e};
    std::unordered_set<unsigned> seen;
    while (!todo.empty()) {
      z3::expr t = todo.back();
      todo.pop_back();
      if (!seen.insert(t.id()).second) continue;
      if (seen.size() > kSmallCondition || !t.is_app() || isApp(t, Z3_OP_BMUL) || facts_.find(t)) return false;
      for (unsigned i = 0; i < t.num_args(); ++i) todo.push_back(t.arg(i));
    }
    return true;
  }
  static constexpr size_t kSmallCondition = 64;

  // The one argument of the conjunction (disjunction) `e` that is not `true` (`false`), if the
  // others all are: the encoding guards flags with a block's reachability, often just `true`.
  static std::optional<z3::expr> onlyNonUnitArgument(const z3::expr& e) {
    bool conjunction = isApp(e, Z3_OP_AND);
    if (!conjunction && !isApp(e, Z3_OP_OR)) return std::nullopt;
    std::optional<z3::expr> only;
    for (unsigned i = 0; i < e.num_args(); ++i) {
      z3::expr a = e.arg(i);
      if (conjunction ? a.is_true() : a.is_false()) continue;
      if (only) return std::nullopt;
      only = a;
    }
    return only;
  }

  const OverflowFacts& facts_;
  size_t maxVisits_;
  unsigned maxDepth_;
  size_t visits_ = 0;
  unsigned depth_ = 0;
  std::vector<std::vector<Fact>> contexts_;
  std::map<std::vector<Fact>, unsigned> ids_;
  std::unordered_map<unsigned, std::vector<const OverflowPredicate*>> byLastDisjunct_;
  Memo rewrittenMemo_, signedMemo_, unsignedMemo_;
};

}  // namespace

std::optional<z3::expr> overflowsOverWideProducts(const z3::expr& query, const OverflowFacts& facts, size_t maxVisits,
                                                  unsigned maxDepth) {
  try {
    Widener widener(facts, maxVisits, maxDepth);
    return widener.rewritten(query, 0);
  } catch (const TooLarge&) {
    return std::nullopt;
  }
}

}  // namespace theseus::verify
