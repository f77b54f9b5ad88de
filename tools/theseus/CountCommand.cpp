#include "poly/Count.h"
#include "tools/theseus/CommandLine.h"
#include "tools/theseus/Verbs.h"

#include <iostream>

namespace theseus::tools {

namespace {

const char* const kCountHelp = R"(usage: theseus count [--enumerate] 'ISL SET'

Prints the number of integer points of an isl set, e.g.
  theseus count '{ [i,j] : i >= 0 and j >= 0 and 3i + 5j <= 30 }'        -> 40
  theseus count '[N] -> { [a,b] : 0 <= a <= b <= N }'                  -> the quasi-polynomial
A set with parameters prints a piecewise quasi-polynomial, one piece per line (0 outside).
Unions, existential variables ("exists e : ...") and equalities are accepted.
  --enumerate  count by enumerating every point (reference; parameter-free sets only)
Exit codes: 0 counted; 3 unsupported; 4 bad input (unparsable or unbounded set).
)";

int countText(const std::string& text, bool enumerate) {
  poly::IslCtx ctx = poly::makeIslCtx();
  poly::IslSet set = poly::parseSet(ctx.get(), text);
  if (enumerate) {
    std::cout << poly::countByEnumeration(set.get()) << "\n";
    return ExitOk;
  }
  std::cout << poly::countParametric(set.get()).str() << "\n";
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
  CommandLine cl(args, {}, {"enumerate", "help"});
  if (cl.has("help")) {
    std::cout << kCountHelp;
    return ExitOk;
  }
  if (!cl.ok() || cl.positional().size() != 1) {
    std::cerr << "theseus count: " << (cl.ok() ? "expected exactly one isl set" : cl.error()) << "\n" << kCountHelp;
    return ExitBadInput;
  }
  try {
    return countText(cl.positional()[0], cl.has("enumerate"));
  } catch (const poly::CountError& e) {
    std::cerr << "theseus count: error: " << e.what() << "\n";
    return exitCodeOf(e.kind);
  }
}

const VerbRegistration kCountVerb{"count", "number of integer points of an isl set (Barvinok; parametric: quasi-polynomial)", runCount};

} // namespace

} // namespace theseus::tools
