#pragma once
// A rule as C++ against LLVM 19 that an LLVM developer could paste into InstCombine: one function
// that matches the source with llvm::PatternMatch, checks the widths the rule was proved at, its
// flags and its precondition on the APInt constants, and builds the target with an IRBuilder;
// and a whole translation unit of such functions that also builds as the pass plugin
// `theseus-rules` (docs/rules.md, "C++ and the rules plugin"). Only writes text: no LLVM here.
#include "rules/Rule.h"

#include <string>
#include <vector>

namespace theseus::rules {

// `static llvm::Value *NAME(llvm::Instruction &I, llvm::IRBuilderBase &B)`, returning the
// replacement of I (built at B's insertion point, which the caller sets before I) or nullptr,
// with a comment above it giving the rule in one line, its widths and its precondition. ""
// when the rule has no C++ form (an x86 intrinsic, an input attribute the C++ cannot check, ...);
// then `unsupportedReason` says why.
std::string cppRuleFunction(const Rule& rule, const std::string& functionName, std::string& unsupportedReason);
// The same, "" without a reason when the rule has no C++ form.
std::string cppRuleFunction(const Rule& rule, const std::string& functionName);

// A translation unit: the includes, one function per rule (theseusRule1..N, numbered by the
// rule's position in `rules`), the table of them, and under `#ifdef THESEUS_RULES_PLUGIN` the
// new-pass-manager function pass `theseus-rules` and `llvmGetPassPluginInfo`. The pass applies
// the rules in order to every instruction until none fires (at most 16 rounds), deleting what
// became dead (`theseus-rules<only=N>` applies theseusRuleN alone); with THESEUS_RULES_LOG naming a file, it appends each application as @src_N and
// @tgt_N for `theseus verify`. Rules without a C++ form are left out, each with a line
// "RULE NAME: REASON" in `skipped` (when given).
std::string cppRulesFile(const std::vector<Rule>& rules, std::vector<std::string>* skipped);

// The rule in one line, as the comment above its function writes it:
// `lshr(shl(%x, C1), C1) => and(%x, -1 u>> C1)`.
std::string ruleOneLine(const Rule& rule);

} // namespace theseus::rules
