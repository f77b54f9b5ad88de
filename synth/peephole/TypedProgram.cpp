#include "synth/peephole/TypedProgram.h"

#include "semantics/WordOps.h"
#include "synth/engine/RewriteSkeleton.h"

#include <sstream>

namespace theseus::synth::peephole {

namespace {

// `text` split at spaces, commas dropped.
std::vector<std::string> tokensOf(const std::string& text) {
  std::vector<std::string> out;
  std::string cleaned = text;
  for (char& c : cleaned)
    if (c == ',') c = ' ';
  std::istringstream in(cleaned);
  for (std::string t; in >> t;) out.push_back(t);
  return out;
}

// The width `token` ("iN", 1 <= N <= 64) names, or nullopt.
std::optional<unsigned> widthOf(const std::string& token) {
  if (token.size() < 2 || token[0] != 'i' || token.find_first_not_of("0123456789", 1) != std::string::npos) return std::nullopt;
  unsigned long w = std::stoul(token.substr(1));
  if (w < 1 || w > 64) return std::nullopt;
  return unsigned(w);
}

// `o` as text: x<i>, t<k> (from 1) or the constant signed at its width.
std::string operandText(const TypedOperand& o) {
  switch (o.kind) {
  case TypedOperand::Kind::Argument: return "x" + std::to_string(o.value);
  case TypedOperand::Kind::Result: return "t" + std::to_string(o.value + 1);
  case TypedOperand::Kind::Constant: break;
  }
  unsigned w = o.width;
  int64_t s = w >= 64 ? int64_t(o.value) : int64_t(o.value << (64 - w)) >> (64 - w);
  return w == 1 ? std::to_string(o.value & 1) : std::to_string(s);
}

// What a parse knows: the arguments' widths and the steps defined so far.
struct ParseScope {
  const std::vector<unsigned>& argWidths;
  const std::vector<TypedStep>& steps;
};

// The operand `text` names at `width`; nullopt with `error` when it names nothing or has another width.
std::optional<TypedOperand> parseOperand(const std::string& text, unsigned width, const ParseScope& scope, std::string& error) {
  auto fail = [&](const std::string& why) { return error = "operand '" + text + "' " + why, std::nullopt; };
  if (text.empty()) return fail("is empty");
  try {
    size_t used = 0;
    if (text[0] == 'x' || text[0] == 't') {
      unsigned long index = std::stoul(text.substr(1), &used, 10);
      if (used + 1 != text.size()) return fail("is malformed");
      if (text[0] == 'x') {
        if (index >= scope.argWidths.size()) return fail("is past the arguments");
        if (scope.argWidths[index] != width) return fail("is not an i" + std::to_string(width));
        return TypedOperand{TypedOperand::Kind::Argument, index, width};
      }
      if (index < 1 || index > scope.steps.size()) return fail("is not an earlier result");
      if (scope.steps[index - 1].width != width) return fail("is not an i" + std::to_string(width));
      return TypedOperand{TypedOperand::Kind::Result, index - 1, width};
    }
    long long value = std::stoll(text, &used, 10);
    if (used != text.size()) return fail("is malformed");
    return TypedOperand{TypedOperand::Kind::Constant, uint64_t(value) & semantics::word::lowMask<uint64_t>(width), width};
  } catch (const std::exception&) {
    return fail("is malformed");
  }
}

// The operands tokens[from..] at `widths`; false with `error` when one is wrong or they are not exactly these.
bool parseOperands(const std::vector<std::string>& tokens, size_t from, const std::vector<unsigned>& widths, const ParseScope& scope,
                   TypedStep& step, std::string& error) {
  if (tokens.size() != from + widths.size()) return error = "wrong number of operands", false;
  for (size_t i = 0; i < widths.size(); ++i) {
    std::optional<TypedOperand> o = parseOperand(tokens[from + i], widths[i], scope, error);
    if (!o) return false;
    step.operands.push_back(*o);
  }
  return true;
}

// The cast "OP iU a to iW" of `tokens`; false with `error`.
bool parseCast(const std::vector<std::string>& tokens, ir::Opcode op, const ParseScope& scope, TypedStep& step, std::string& error) {
  std::optional<unsigned> from = tokens.size() == 5 ? widthOf(tokens[1]) : std::nullopt, to = tokens.size() == 5 ? widthOf(tokens[4]) : std::nullopt;
  if (!from || !to || tokens[3] != "to") return error = "a cast is 'OP iU a to iW'", false;
  if (op == ir::Opcode::Trunc ? *to >= *from : *to <= *from) return error = "the cast does not change the width the way its operation does", false;
  step.width = *to;
  std::optional<TypedOperand> o = parseOperand(tokens[2], *from, scope, error);
  if (!o) return false;
  step.operands.push_back(*o);
  return true;
}

// The step `text`; nullopt with `error`.
std::optional<TypedStep> parseStep(const std::string& text, const ParseScope& scope, std::string& error) {
  std::vector<std::string> tokens = tokensOf(text);
  TypedStep step;
  std::optional<ir::Opcode> op = tokens.empty() ? std::nullopt : ir::opcodeFromName(tokens[0]);
  if (!op) return error = "'" + text + "' names no operation", std::nullopt;
  step.op = *op;
  bool ok = false;
  if (*op == ir::Opcode::ICmp) {
    std::optional<ir::ICmpPred> pred = tokens.size() > 1 ? ir::predicateFromName(tokens[1]) : std::nullopt;
    std::optional<unsigned> w = tokens.size() > 2 ? widthOf(tokens[2]) : std::nullopt;
    if (!pred || !w) return error = "'" + text + "' is not 'icmp PRED iN a, b'", std::nullopt;
    step.pred = *pred;
    step.width = 1;
    ok = parseOperands(tokens, 3, {*w, *w}, scope, step, error);
  } else if (*op == ir::Opcode::Select) {
    std::optional<unsigned> w = tokens.size() > 2 ? widthOf(tokens[2]) : std::nullopt;
    if (!w) return error = "'" + text + "' is not 'select c, iN a, b'", std::nullopt;
    step.width = *w;
    tokens.erase(tokens.begin() + 2);
    ok = parseOperands(tokens, 1, {1, *w, *w}, scope, step, error);
  } else if (*op == ir::Opcode::ZExt || *op == ir::Opcode::SExt || *op == ir::Opcode::Trunc) {
    ok = parseCast(tokens, *op, scope, step, error);
  } else if (ir::isBinaryOp(*op)) {
    std::optional<unsigned> w = tokens.size() > 1 ? widthOf(tokens[1]) : std::nullopt;
    if (!w) return error = "'" + text + "' is not 'OP iN a, b'", std::nullopt;
    step.width = *w;
    ok = parseOperands(tokens, 2, {*w, *w}, scope, step, error);
  } else {
    return error = "'" + tokens[0] + "' is not an operation of the table", std::nullopt;
  }
  if (!ok) return error = "'" + text + "': " + error, std::nullopt;
  return step;
}

// The program of no steps `text` ("xI" or "iN C"); nullopt with `error`.
std::optional<TypedProgram> parseLeaf(const std::string& text, const std::vector<unsigned>& argWidths, std::string& error) {
  std::vector<std::string> tokens = tokensOf(text);
  std::vector<TypedStep> none;
  ParseScope scope{argWidths, none};
  TypedProgram out;
  std::optional<TypedOperand> leaf;
  if (tokens.size() == 1 && !tokens[0].empty() && tokens[0][0] == 'x') {
    unsigned long index = tokens[0].size() > 1 && std::isdigit(static_cast<unsigned char>(tokens[0][1])) ? std::stoul(tokens[0].substr(1)) : argWidths.size();
    if (index >= argWidths.size()) return error = "'" + text + "' is not an argument", std::nullopt;
    leaf = parseOperand(tokens[0], argWidths[index], scope, error);
  } else if (tokens.size() == 2 && widthOf(tokens[0])) {
    leaf = parseOperand(tokens[1], *widthOf(tokens[0]), scope, error);
  } else {
    error = "'" + text + "' is not an argument or a typed constant";
  }
  if (!leaf) return std::nullopt;
  out.leaf = *leaf;
  return out;
}

// The value of operand `o` in the function being built.
ir::Value* valueOf(const TypedOperand& o, ir::Function& f, const std::vector<ir::Value*>& args, const std::vector<unsigned>& argMap,
                   const std::vector<ir::Value*>& results) {
  switch (o.kind) {
  case TypedOperand::Kind::Argument: return args[argMap[o.value]];
  case TypedOperand::Kind::Result: return results[o.value];
  case TypedOperand::Kind::Constant: break;
  }
  return f.constantInt(ir::Type::intTy(o.width), o.value);
}

// `pred` with its operands swapped (a pred b == b swapped(pred) a).
ir::ICmpPred swappedPredicate(ir::ICmpPred pred) {
  switch (pred) {
  case ir::ICmpPred::UGT: return ir::ICmpPred::ULT;
  case ir::ICmpPred::UGE: return ir::ICmpPred::ULE;
  case ir::ICmpPred::ULT: return ir::ICmpPred::UGT;
  case ir::ICmpPred::ULE: return ir::ICmpPred::UGE;
  case ir::ICmpPred::SGT: return ir::ICmpPred::SLT;
  case ir::ICmpPred::SGE: return ir::ICmpPred::SLE;
  case ir::ICmpPred::SLT: return ir::ICmpPred::SGT;
  case ir::ICmpPred::SLE: return ir::ICmpPred::SGE;
  default: return pred;
  }
}

} // namespace

bool isTypedProgramText(const std::string& text) {
  for (const std::string& t : tokensOf(text))
    if (widthOf(t)) return true;
  return false;
}

std::string typedProgramText(const TypedProgram& program) {
  if (program.steps.empty())
    return program.leaf.kind == TypedOperand::Kind::Constant ? "i" + std::to_string(program.leaf.width) + " " + operandText(program.leaf)
                                                              : operandText(program.leaf);
  std::string out;
  for (const TypedStep& s : program.steps) {
    if (!out.empty()) out += "; ";
    const std::vector<TypedOperand>& o = s.operands;
    std::string name(ir::opcodeName(s.op));
    if (s.op == ir::Opcode::ICmp)
      out += "icmp " + std::string(ir::predicateName(s.pred)) + " i" + std::to_string(o[0].width) + " " + operandText(o[0]) + ", " + operandText(o[1]);
    else if (s.op == ir::Opcode::Select)
      out += "select " + operandText(o[0]) + ", i" + std::to_string(s.width) + " " + operandText(o[1]) + ", " + operandText(o[2]);
    else if (o.size() == 1)
      out += name + " i" + std::to_string(o[0].width) + " " + operandText(o[0]) + " to i" + std::to_string(s.width);
    else
      out += name + " i" + std::to_string(s.width) + " " + operandText(o[0]) + ", " + operandText(o[1]);
  }
  return out;
}

std::optional<TypedProgram> parseTypedProgram(const std::string& text, const std::vector<unsigned>& argWidths, std::string& error) {
  if (text.find(' ') == std::string::npos || (tokensOf(text).size() == 2 && widthOf(tokensOf(text)[0]))) return parseLeaf(text, argWidths, error);
  TypedProgram out;
  size_t from = 0;
  while (from <= text.size()) {
    size_t end = text.find("; ", from);
    std::optional<TypedStep> step = parseStep(text.substr(from, end == std::string::npos ? std::string::npos : end - from), ParseScope{argWidths, out.steps}, error);
    if (!step) return std::nullopt;
    out.steps.push_back(std::move(*step));
    if (end == std::string::npos) break;
    from = end + 2;
  }
  return out;
}

std::unique_ptr<ir::Function> buildTypedFunction(const TypedProgram& program, const ir::Function& cut, const std::vector<unsigned>& argMap) {
  RewriteSkeleton skeleton = rewriteSkeleton(cut, "tgt");
  std::unique_ptr<ir::Function> f = std::move(skeleton.function);
  std::vector<ir::Value*> results;
  for (const TypedStep& s : program.steps) {
    auto inst = std::make_unique<ir::Instruction>(s.op, ir::Type::intTy(s.width), "t" + std::to_string(results.size() + 1));
    std::vector<TypedOperand> operands = s.operands;
    bool swappable = operands.size() == 2 && (ir::isCommutative(s.op) || s.op == ir::Opcode::ICmp);
    if (swappable && operands[0].kind == TypedOperand::Kind::Constant && operands[1].kind != TypedOperand::Kind::Constant) {
      std::swap(operands[0], operands[1]);
      inst->predicate = swappedPredicate(s.pred);
    } else {
      inst->predicate = s.pred;
    }
    for (const TypedOperand& o : operands) inst->addOperand(valueOf(o, *f, skeleton.arguments, argMap, results));
    results.push_back(skeleton.entry->append(std::move(inst)));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(program.steps.empty() ? valueOf(program.leaf, *f, skeleton.arguments, argMap, results) : results.back());
  skeleton.entry->append(std::move(ret));
  return f;
}

} // namespace theseus::synth::peephole
