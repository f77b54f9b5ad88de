#include "verify/Z3Domain.h"
#include "semantics/Interpreter.h"

#include <algorithm>
#include <stdexcept>
#include <unordered_set>

namespace theseus::verify {

Z3Domain::BV Z3Domain::constant(const ir::Bits& bits) {
  return c_.bv_val(bits.toUnsignedDecimal().c_str(), bits.width());
}

Z3Domain::BV Z3Domain::popcount(const BV& a) {
  unsigned w = width(a);
  if (w == 1) return a;
  BV sum = c_.bv_val(0, w);
  for (unsigned i = 0; i < w; ++i) sum = sum + z3::zext(a.extract(i, i), w - 1);
  return sum;
}

Z3Domain::BV Z3Domain::countLeadingZeros(const BV& a) {
  unsigned w = width(a);
  BV count = c_.bv_val(w, w);
  for (unsigned i = 0; i < w; ++i) count = z3::ite(a.extract(i, i) == c_.bv_val(1, 1), c_.bv_val(w - 1 - i, w), count);
  return count;
}

Z3Domain::BV Z3Domain::countTrailingZeros(const BV& a) {
  unsigned w = width(a);
  BV count = c_.bv_val(w, w);
  for (unsigned i = w; i-- > 0;) count = z3::ite(a.extract(i, i) == c_.bv_val(1, 1), c_.bv_val(i, w), count);
  return count;
}

Z3Domain::BV Z3Domain::byteSwap(const BV& a) {
  unsigned w = width(a);
  if (w % 8 != 0) throw std::invalid_argument("bswap of a width that is not a whole number of bytes");
  BV out = a.extract(7, 0);
  for (unsigned byte = 1; byte < w / 8; ++byte) out = z3::concat(out, a.extract(byte * 8 + 7, byte * 8));
  return out;
}

Z3Domain::BV Z3Domain::bitReverse(const BV& a) {
  unsigned w = width(a);
  BV out = a.extract(0, 0);
  for (unsigned i = 1; i < w; ++i) out = z3::concat(out, a.extract(i, i));
  return out;
}

Z3Memory& Z3Domain::memory() {
  if (!memory_) throw semantics::UnsupportedConstruct("memory operations outside the refinement check");
  return *memory_;
}

z3::expr Z3Domain::fresh(const char* kind, unsigned w) {
  return c_.bv_const((prefix_ + "." + kind + "#" + std::to_string(counter_++)).c_str(), w);
}

unsigned Z3Domain::originOf(const z3::expr& var) const {
  auto it = origins_.find(var.id());
  return it == origins_.end() ? 0 : it->second;
}

Z3Domain::BV Z3Domain::undefValue(unsigned w, unsigned origin) {
  BV v = fresh("undef", w);
  if (origin) origins_[v.id()] = origin;
  if (sink_) sink_->addUndef(v);
  return v;
}

Z3Domain::BV Z3Domain::choice(unsigned w) {
  BV v = fresh("choice", w);
  if (sink_) sink_->choices.push_back(v);
  return v;
}

std::vector<z3::expr> Z3Domain::occurringIn(const z3::expr& e, const NondetSink& sink) const {
  if (sink.undefs.empty()) return {};
  std::unordered_set<unsigned> seen;
  std::vector<size_t> found;
  std::vector<z3::expr> stack{e};
  while (!stack.empty()) {
    z3::expr x = stack.back();
    stack.pop_back();
    if (!seen.insert(x.id()).second || !x.is_app()) continue;
    unsigned n = x.num_args();
    if (n == 0) {
      auto at = sink.undefPosition.find(x.id());
      if (at != sink.undefPosition.end()) found.push_back(at->second);
    }
    for (unsigned i = 0; i < n; ++i) stack.push_back(x.arg(i));
  }
  std::sort(found.begin(), found.end());
  std::vector<z3::expr> out;
  for (size_t k : found) out.push_back(sink.undefs[k]);
  return out;
}

Z3Domain::BV Z3Domain::rereadUndefs(const BV& a, const NondetSink& sink, std::vector<z3::expr>& fresh) {
  std::vector<z3::expr> used = occurringIn(a, sink);
  if (used.empty()) return a;
  z3::expr_vector from(c_), to(c_);
  for (auto& u : used) {
    from.push_back(u);
    to.push_back(this->fresh("reread", u.get_sort().bv_size()));
    if (unsigned o = originOf(u)) origins_[to.back().id()] = o;
    fresh.push_back(to.back());
  }
  BV copy = a;
  return copy.substitute(from, to);
}

Z3Domain::Bool Z3Domain::mayVary(const BV& a) {
  if (!sink_ || sink_->undefs.empty()) return c_.bool_val(false);
  std::vector<z3::expr> fresh;
  BV again = rereadUndefs(a, *sink_, fresh);
  if (fresh.empty()) return c_.bool_val(false);
  for (auto& f : fresh) sink_->addUndef(f);
  return a != again;
}

Z3Domain::BV Z3Domain::freezeValue(const BV& a) {
  if (!sink_ || sink_->undefs.empty()) return a;
  std::vector<z3::expr> used = occurringIn(a, *sink_);
  if (used.empty()) return a;
  z3::expr_vector from(c_), to(c_);
  for (auto& u : used) {
    from.push_back(u);
    to.push_back(choice(u.get_sort().bv_size()));
  }
  BV copy = a;
  return copy.substitute(from, to);
}

} // namespace theseus::verify
