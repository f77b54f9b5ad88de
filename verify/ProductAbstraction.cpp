#include "verify/ProductAbstraction.h"

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

// The abstraction of application `x` whose arguments are already abstracted in `done`.
z3::expr rebuilt(z3::context& c, const z3::expr& x, const std::unordered_map<unsigned, z3::expr>& done) {
  z3::expr_vector args(c);
  for (unsigned i = 0; i < x.num_args(); ++i) args.push_back(done.at(x.arg(i).id()));
  if (!isVariableProduct(x)) return x.decl()(args);
  unsigned w = x.get_sort().bv_size();
  z3::sort bv = c.bv_sort(w);
  z3::func_decl product = c.function(("theseus.mul" + std::to_string(w)).c_str(), bv, bv, bv);
  z3::expr a = args[0], b = args[1];
  if (a.id() > b.id()) std::swap(a, b);
  return product(a, b);
}

} // namespace

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

z3::expr abstractProducts(z3::context& c, const z3::expr& e) {
  std::unordered_map<unsigned, z3::expr> done;
  std::vector<std::pair<z3::expr, bool>> stack{{e, false}};
  while (!stack.empty()) {
    auto [x, argsDone] = stack.back();
    stack.pop_back();
    if (done.count(x.id())) continue;
    if (!x.is_app() || x.num_args() == 0) {
      done.emplace(x.id(), x);
    } else if (argsDone) {
      done.emplace(x.id(), rebuilt(c, x, done));
    } else {
      stack.push_back({x, true});
      for (unsigned i = 0; i < x.num_args(); ++i) stack.push_back({x.arg(i), false});
    }
  }
  return done.at(e.id());
}

} // namespace theseus::verify
