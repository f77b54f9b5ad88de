#pragma once
// The template of a concrete rewrite: its two functions as patterns over shared inputs, the
// source's literal constants as symbols (equal literals of one width share one symbol), the
// target's literals still literal, waiting for the expressions the generalizer finds for them.
#include "rules/Generalize.h"

namespace theseus::rules {

// A constant of the target pattern to be explained as an expression over the symbols.
struct TargetConstant {
  unsigned node = 0; // index into rule.target.nodes
  ir::Bits found;    // its scalar value in the concrete rewrite
};

struct RuleTemplate {
  Rule rule;
  std::vector<TargetConstant> targetConstants;
  // Why the rule's widths are all fixed ("an x86 intrinsic", "a bitcast"), empty when W varies.
  std::string fixedWidthReason;
};

// The template of `src` => `tgt`. With `symbolize` false every constant stays a literal and every
// width fixed (the concrete rule itself). Throws GeneralizeError (exit code 3) for a construct the
// rule language lacks (control flow, structs, calls that return nothing), 4 for mismatched
// signatures.
RuleTemplate ruleTemplate(const ir::Function& src, const ir::Function& tgt, bool symbolize);

// Throws GeneralizeError (exit code 4) unless `src` and `tgt` take and return the same types.
void checkSameSignature(const ir::Function& src, const ir::Function& tgt);

// The template with every symbol whose found value is a small integer (|v| <= 4096) written as
// that integer (ConstExpr::Small, the same at every width) instead: a rule like x * 3 =>
// (x << 1) + x holds for that constant only, but at every width. Returns false when no symbol is
// small (the template is unchanged).
bool smallSymbolsAsIntegers(RuleTemplate& t);

// Every width of `rule` made fixed at the width W had when it was found.
void fixWidths(Rule& rule);

} // namespace theseus::rules
