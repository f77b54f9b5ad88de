#include "tools/theseus/Verbs.h"

#include <algorithm>

namespace theseus::tools {

namespace {

// The registry, built on first use so registration order across translation units is irrelevant.
std::vector<Verb>& registry() {
  static std::vector<Verb> verbs;
  return verbs;
}

} // namespace

std::vector<Verb> registeredVerbs() {
  std::vector<Verb> verbs = registry();
  std::sort(verbs.begin(), verbs.end(), [](const Verb& a, const Verb& b) { return a.name < b.name; });
  return verbs;
}

VerbRegistration::VerbRegistration(std::string name, std::string summary, VerbMain run) {
  registry().push_back(Verb{std::move(name), std::move(summary), run});
}

} // namespace theseus::tools
