// What a query is made of (QueryShape.h).
#include "verify/QueryShape.h"

namespace theseus::verify {

bool containsQuantifier(const z3::expr& e) {
  return !everySubterm(e, [](const z3::expr& x) { return !x.is_quantifier(); });
}

} // namespace theseus::verify
