#include "synth/EngineFactory.h"

#include "synth/cegis/CegisEngine.h"
#include "synth/engine/LoadLiftedEngine.h"
#include "synth/massalin/MassalinEngine.h"
#include "synth/minotaur/MinotaurEngine.h"
#include "synth/peephole/PeepholeEngine.h"
#include "synth/portfolio/PortfolioEngine.h"
#include "synth/stoke/StokeEngine.h"
#include "synth/window/WindowEngine.h"

#include <algorithm>
#include <cstdlib>
#include <initializer_list>
#include <optional>
#include <variant>

namespace theseus::synth {

namespace {

using Creator = std::unique_ptr<Engine> (*)(const EngineSettings& settings, std::string& error);

struct EngineEntry {
  const char* name;
  Creator create;
  // The settings a portfolio passes on to this engine when it is given them (the ones whose
  // meaning is the same in every engine that reads them).
  std::initializer_list<const char*> portfolioSettings;
  // Its share of the portfolio's time (synth/portfolio/PortfolioEngine.h); 0: not a member
  // unless named in the portfolio's `members`.
  double portfolioShare;
  // Whether a rewrite it proves ends the portfolio (PortfolioMember::conclusive).
  bool conclusive = false;
};

std::unique_ptr<Engine> createPortfolioFromSettings(const EngineSettings& settings, std::string& error);

// The engines, the default first. The portfolio's default members are the rows with a share, in
// this order, except that massalin and then window go before minotaur, and that peephole-db goes
// first when a table is given (see defaultMembers).
const EngineEntry kEngines[] = {
    {"minotaur", &createMinotaurEngine, {"shortest"}, 4},
    {"massalin", &createMassalinEngine, {"ops", "icmp", "consts", "classes", "shortest"}, 3},
    {"stoke", static_cast<Creator>(&createStokeEngine), {"seed"}, 2},
    {"cegis", &createCegisEngine, {"ops", "icmp", "consts", "shortest", "components", "narrow"}, 2},
    {"window", &createWindowEngine, {"ops", "icmp", "consts", "shortest"}, 1},
    {"peephole-db", static_cast<Creator>(&createPeepholeEngine), {"database"}, 0, true},
    {"portfolio", &createPortfolioFromSettings, {}, 0},
};

const EngineEntry* findEntry(std::string_view name) {
  for (const EngineEntry& e : kEngines)
    if (name == e.name) return &e;
  return nullptr;
}

// A member that runs before the other rows with a share, and its share there.
struct EarlyMember {
  const char* name;
  double share;
};

// Under `shortest`, in this order: massalin (the shortest programs, found fastest, and proved
// shortest, which ends the portfolio) and window (the cut's own windows, its fixpoint done in
// seconds at most on a short cut), each with its row's share.
const EarlyMember kEarlyWhenShortest[] = {{"massalin", 3}, {"window", 1}};

// Otherwise (the cheapest program, as harvest, opt and the plugin ask): minotaur, with half of a
// default portfolio's time. On the corpus's harvest cuts every rewrite minotaur proves comes within
// about 1 s of a 2 s search (docs/synth.md, "Where a search's time goes"), and the members that
// search by length found none it missed (docs/portfolio.md).
const EarlyMember kEarlyWhenCheapest[] = {{"minotaur", 8}};

// The early members of the objective.
std::vector<EarlyMember> earlyMembers(bool shortest) {
  if (shortest) return {std::begin(kEarlyWhenShortest), std::end(kEarlyWhenShortest)};
  return {std::begin(kEarlyWhenCheapest), std::end(kEarlyWhenCheapest)};
}

// The portfolio's default members with their shares: the peephole database first when a table is
// given (a lookup and one proof, microseconds before seconds), then the objective's early
// members, then the other rows with a share.
std::vector<std::pair<std::string, double>> defaultMembers(bool withDatabase, bool shortest) {
  std::vector<std::pair<std::string, double>> out;
  auto listed = [&](const char* name) { return std::any_of(out.begin(), out.end(), [&](const auto& m) { return m.first == name; }); };
  if (withDatabase) out.push_back({"peephole-db", 1});
  for (const EarlyMember& early : earlyMembers(shortest)) out.push_back({early.name, early.share});
  for (const EngineEntry& e : kEngines)
    if (e.portfolioShare > 0 && !listed(e.name)) out.push_back({e.name, e.portfolioShare});
  return out;
}

// The settings of `all` that `entry` takes from a portfolio.
EngineSettings settingsFor(const EngineEntry& entry, const EngineSettings& all) {
  EngineSettings out;
  for (const EngineSetting& s : all)
    for (const char* name : entry.portfolioSettings)
      if (s.name == name) out.push_back(s);
  return out;
}

// A member row and its share of the portfolio's time.
struct MemberEntry {
  const EngineEntry* entry;
  double share;
};

// Whether some member of `members` takes the setting `name`.
bool someMemberTakes(const std::vector<MemberEntry>& members, const std::string& name) {
  for (const MemberEntry& m : members)
    for (const char* taken : m.entry->portfolioSettings)
      if (name == taken) return true;
  return false;
}

// The member rows the `members` setting names, each with its row's share (1 without one), or
// without it the defaults for the objective (`shortest` or not), with the peephole database when
// `withDatabase`; `error` for an unknown or nested name.
std::vector<MemberEntry> memberEntries(const std::optional<std::vector<std::string>>& names, bool withDatabase, bool shortest,
                                       std::string& error) {
  std::vector<std::pair<std::string, double>> wanted;
  if (names)
    for (const std::string& name : *names) {
      const EngineEntry* e = findEntry(name);
      wanted.push_back({name, e && e->portfolioShare > 0 ? e->portfolioShare : 1});
    }
  else
    wanted = defaultMembers(withDatabase, shortest);
  std::vector<MemberEntry> out;
  for (const auto& [name, share] : wanted) {
    const EngineEntry* e = findEntry(name);
    if (!e || e->create == &createPortfolioFromSettings) {
      error = "the portfolio engine's setting 'members' names '" + name + "', which is not a member engine";
      return {};
    }
    out.push_back({e, share});
  }
  if (out.empty()) error = "the portfolio engine's setting 'members' names no engine";
  return out;
}

// The portfolio's own settings (`members`, words or one word; `shortest`, a flag it also passes
// on) read from `settings`; false with `error` for a value of the wrong kind.
bool readPortfolioSettings(const EngineSettings& settings, std::optional<std::vector<std::string>>& members, bool& shortest,
                           std::string& error) {
  for (const EngineSetting& s : settings) {
    if (s.name == "members") {
      if (const auto* names = std::get_if<std::vector<std::string>>(&s.value)) members = *names;
      else if (const auto* name = std::get_if<std::string>(&s.value)) members = std::vector<std::string>{*name};
      else return error = "the portfolio engine's setting 'members' has the wrong kind of value", false;
    } else if (s.name == "shortest") {
      const bool* flag = std::get_if<bool>(&s.value);
      if (!flag) return error = "the portfolio engine's setting 'shortest' has the wrong kind of value", false;
      shortest = *flag;
    }
  }
  return true;
}

// The portfolio of the members `settings` name (the defaults without `members`), each created
// with the settings it takes; null with `error` for a setting no member takes or one a member
// rejects.
std::unique_ptr<Engine> createPortfolioFromSettings(const EngineSettings& settings, std::string& error) {
  error.clear();
  std::optional<std::vector<std::string>> names;
  bool shortest = false;
  if (!readPortfolioSettings(settings, names, shortest, error)) return nullptr;
  bool withDatabase = std::any_of(settings.begin(), settings.end(), [](const EngineSetting& s) { return s.name == "database"; });
  std::vector<MemberEntry> entries = memberEntries(names, withDatabase, shortest, error);
  if (!error.empty()) return nullptr;
  for (const EngineSetting& s : settings)
    if (s.name != "members" && s.name != "shortest" && !someMemberTakes(entries, s.name)) {
      error = "the portfolio engine has no setting '" + s.name + "' (none of its members takes it)";
      return nullptr;
    }
  std::vector<PortfolioMember> members;
  for (const MemberEntry& m : entries) {
    std::unique_ptr<Engine> engine = m.entry->create(settingsFor(*m.entry, settings), error);
    if (!engine) return nullptr;
    members.push_back({std::move(engine), m.share, m.entry->conclusive});
  }
  return createPortfolioEngine(std::move(members), shortest);
}

} // namespace

std::unique_ptr<Engine> createEngine(std::string_view name, std::string& error) { return createEngine(name, {}, error); }

std::unique_ptr<Engine> createEngine(std::string_view name, const EngineSettings& settings, std::string& error) {
  if (const EngineEntry* e = findEntry(name)) {
    std::unique_ptr<Engine> engine = e->create(settings, error);
    if (!engine || !std::getenv("THESEUS_LOAD_LIFTING")) return engine;
    return std::make_unique<LoadLiftedEngine>(std::move(engine));
  }
  error = "unknown synthesis engine '" + std::string(name) + "' (available:";
  for (const std::string& known : engineNames()) error += " " + known;
  error += ")";
  return nullptr;
}

std::vector<std::string> engineNames() {
  std::vector<std::string> out;
  for (const EngineEntry& e : kEngines) out.push_back(e.name);
  return out;
}

} // namespace theseus::synth
