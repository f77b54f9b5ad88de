#include "poly/Count.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iostream>
#include <map>
#include <sstream>

namespace theseus::tools {

namespace {

const char* const kCountHelp = R"(usage: theseus count [--enumerate | --at N=10,M=3] 'ISL SET'

Prints the number of integer points of an isl set, e.g.
  theseus count '{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 30 }'        -> 40
  theseus count '[N] -> { [a,b] : 0 <= a <= b <= N }'                  -> the quasi-polynomial
A set with parameters prints a piecewise quasi-polynomial, one piece per line (0 outside).
Unions, existential variables ("exists e : ...") and equalities are accepted.
  --enumerate  count by enumerating every point (reference; parameter-free sets only)
  --at VALUES  evaluate the quasi-polynomial at these parameter values (every parameter named)
Exit codes: 0 counted; 3 unsupported; 4 bad input (unparsable or unbounded set).
)";

// The values of "N=10,M=3" in the order of `names`; throws CountError(BadInput) unless every
// name gets exactly one integer.
poly::IntVector parseParameterValues(const std::string& text, const std::vector<std::string>& names) {
  std::map<std::string, poly::Integer> given;
  std::stringstream items(text);
  std::string item;
  while (std::getline(items, item, ',')) {
    size_t eq = item.find('=');
    poly::Integer value;
    if (eq == std::string::npos || value.set_str(item.substr(eq + 1), 10) != 0 || !given.emplace(item.substr(0, eq), value).second)
      throw poly::CountError(poly::CountError::Kind::BadInput, "--at expects NAME=INTEGER,... once per parameter, got '" + item + "'");
  }
  poly::IntVector values;
  for (const std::string& name : names) {
    auto it = given.find(name);
    if (it == given.end()) throw poly::CountError(poly::CountError::Kind::BadInput, "--at gives no value for parameter " + name);
    values.push_back(it->second);
    given.erase(it);
  }
  if (!given.empty()) throw poly::CountError(poly::CountError::Kind::BadInput, "--at names an unknown parameter " + given.begin()->first);
  return values;
}

int countText(const std::string& text, bool enumerate, const std::optional<std::string>& at) {
  poly::IslCtx ctx = poly::makeIslCtx();
  poly::IslSet set = poly::parseSet(ctx.get(), text);
  if (enumerate) {
    std::cout << poly::countByEnumeration(set.get()) << "\n";
    return ExitOk;
  }
  poly::PiecewiseQuasiPolynomial q = poly::countParametric(set.get());
  if (at) std::cout << q.evaluate(parseParameterValues(*at, q.paramNames)) << "\n";
  else std::cout << q.str() << "\n";
  return ExitOk;
}

int exitCodeOf(poly::CountError::Kind kind) {
  switch (kind) {
  case poly::CountError::Kind::BadInput:
  case poly::CountError::Kind::Unbounded: return ExitBadInput;
  case poly::CountError::Kind::Unsupported: return ExitUnsupported;
  case poly::CountError::Kind::Internal: return ExitUnknown;
  }
  return ExitUnknown;
}

int runCount(const std::vector<std::string>& args) {
  CommandLine cl(args, {"at"}, {"enumerate", "help"});
  if (cl.has("help")) {
    std::cout << kCountHelp;
    return ExitOk;
  }
  if (!cl.ok() || cl.positional().size() != 1) {
    std::cerr << "theseus count: error: " << (cl.ok() ? "expected exactly one isl set" : cl.error()) << "\n" << kCountHelp;
    return ExitBadInput;
  }
  try {
    if (cl.has("enumerate") && cl.has("at")) throw poly::CountError(poly::CountError::Kind::BadInput, "--enumerate and --at exclude each other");
    return countText(cl.positional()[0], cl.has("enumerate"), cl.value("at"));
  } catch (const poly::CountError& e) {
    std::cerr << "theseus count: error: " << e.what() << "\n";
    return exitCodeOf(e.kind);
  }
}

const VerbRegistration kCountVerb{"count", "number of integer points of an isl set (Barvinok; parametric: quasi-polynomial)", runCount};

} // namespace

} // namespace theseus::tools
