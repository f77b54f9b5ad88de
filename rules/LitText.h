#pragma once
// A rule as a lit test of the rules plugin (rules/CppText.h): instances the plugin must rewrite
// into the target's shape and one it must leave alone, every output proved by `theseus verify`.
#include "rules/Rule.h"

#include <string>

namespace theseus::rules {

// A lit test (RUN and CHECK lines, as in test/*) for rule number `ruleNumber` of a plugin (its
// position in cppRulesFile's `rules`, from 1), whose path the substitution %rules_plugin names
// (%theseus is the theseus binary). It runs `-passes=theseus-rules<only=N>`, the rule alone, so
// that another rule of the plugin cannot rewrite its instances first:
//   * positive instances @rule<N>_found (the width and constants the rule was found with) and
//     @rule<N>_w<W> (up to two other proved widths, constants that satisfy the precondition),
//     each CHECKed to become the target's instructions;
//   * one negative instance @rule<N>_negative (constants that violate the precondition, else a
//     width the rule was not proved at), CHECKed to stay as it is; none when no such instance
//     exists (a comment says so);
//   * `theseus verify` of the input against the plugin's output.
// The rule must be in the plugin (cppRulesFile leaves out the rules without a C++ form: see its
// `skipped`).
std::string litTestText(const Rule& rule, unsigned ruleNumber);

} // namespace theseus::rules
