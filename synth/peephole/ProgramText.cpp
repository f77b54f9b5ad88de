#include "synth/peephole/ProgramText.h"

#include "semantics/WordOps.h"
#include "synth/engine/RewriteSkeleton.h"

#include <sstream>

namespace theseus::synth::peephole {

namespace {

// Pool entry `pool` (argCount arguments, then `constants`, then results) as an operand.
ProgramOperand operandOf(unsigned pool, unsigned argCount, const std::vector<uint64_t>& constants) {
  if (pool < argCount) return {ProgramOperand::Kind::Argument, pool};
  if (pool < argCount + constants.size()) return {ProgramOperand::Kind::Constant, constants[pool - argCount]};
  return {ProgramOperand::Kind::Result, pool - argCount - constants.size()};
}

// `o` as text: x<i>, t<k> (from 1) or the constant signed at `width`.
std::string operandText(const ProgramOperand& o, unsigned width) {
  switch (o.kind) {
  case ProgramOperand::Kind::Argument: return "x" + std::to_string(o.value);
  case ProgramOperand::Kind::Result: return "t" + std::to_string(o.value + 1);
  case ProgramOperand::Kind::Constant: break;
  }
  int64_t s = width >= 64 ? int64_t(o.value) : int64_t(o.value << (64 - width)) >> (64 - width);
  return std::to_string(s);
}

// The operand `text` names among `arity` arguments and `defined` results; nullopt when none.
std::optional<ProgramOperand> parseOperand(const std::string& text, unsigned width, unsigned arity, size_t defined) {
  if (text.size() < 1) return std::nullopt;
  try {
    size_t used = 0;
    if (text[0] == 'x' || text[0] == 't') {
      unsigned long index = std::stoul(text.substr(1), &used, 10);
      if (used + 1 != text.size()) return std::nullopt;
      if (text[0] == 'x') return index < arity ? std::optional(ProgramOperand{ProgramOperand::Kind::Argument, index}) : std::nullopt;
      if (index < 1 || index > defined) return std::nullopt;
      return ProgramOperand{ProgramOperand::Kind::Result, index - 1};
    }
    long long value = std::stoll(text, &used, 10);
    if (used != text.size()) return std::nullopt;
    return ProgramOperand{ProgramOperand::Kind::Constant, uint64_t(value) & semantics::word::lowMask<uint64_t>(width)};
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

// The instruction `text` ("op a, b") after `defined` results; nullopt with `error`.
std::optional<ProgramStep> parseStep(const std::string& text, unsigned width, unsigned arity, size_t defined, std::string& error) {
  std::istringstream in(text);
  std::string name, a, b, rest;
  in >> name >> a >> b >> rest;
  std::optional<ir::Opcode> op = ir::opcodeFromName(name);
  if (!op || !ir::isBinaryOp(*op)) return error = "'" + name + "' is not a binary operation", std::nullopt;
  if (a.empty() || a.back() != ',' || b.empty() || !rest.empty()) return error = "'" + text + "' is not 'op a, b'", std::nullopt;
  a.pop_back();
  std::optional<ProgramOperand> first = parseOperand(a, width, arity, defined), second = parseOperand(b, width, arity, defined);
  if (!first || !second) return error = "'" + text + "' has an operand that is not an argument, an earlier result or a constant", std::nullopt;
  return ProgramStep{*op, *first, *second};
}

} // namespace

Program programFromSteps(const std::vector<massalin::Step>& steps, unsigned leaf, unsigned argCount, const std::vector<uint64_t>& constants) {
  Program out;
  out.leaf = operandOf(leaf, argCount, constants);
  for (const massalin::Step& s : steps)
    out.steps.push_back({s.op.op, operandOf(s.a, argCount, constants), operandOf(s.b, argCount, constants)});
  return out;
}

std::string programText(const Program& program, unsigned width) {
  if (program.steps.empty()) return operandText(program.leaf, width);
  std::string out;
  for (const ProgramStep& s : program.steps) {
    if (!out.empty()) out += "; ";
    out += std::string(ir::opcodeName(s.op)) + " " + operandText(s.a, width) + ", " + operandText(s.b, width);
  }
  return out;
}

std::optional<Program> parseProgram(const std::string& text, unsigned width, unsigned arity, std::string& error) {
  Program out;
  if (text.find(' ') == std::string::npos) {
    std::optional<ProgramOperand> leaf = parseOperand(text, width, arity, 0);
    if (!leaf) return error = "'" + text + "' is not an argument or a constant", std::nullopt;
    out.leaf = *leaf;
    return out;
  }
  size_t from = 0;
  while (from <= text.size()) {
    size_t end = text.find("; ", from);
    std::string part = text.substr(from, end == std::string::npos ? std::string::npos : end - from);
    std::optional<ProgramStep> step = parseStep(part, width, arity, out.steps.size(), error);
    if (!step) return std::nullopt;
    out.steps.push_back(*step);
    if (end == std::string::npos) break;
    from = end + 2;
  }
  return out;
}

std::unique_ptr<ir::Function> buildFunction(const Program& program, const ir::Function& cut, const std::vector<unsigned>& argMap) {
  RewriteSkeleton skeleton = rewriteSkeleton(cut, "tgt");
  std::unique_ptr<ir::Function> f = std::move(skeleton.function);
  std::vector<ir::Value*> args = skeleton.arguments;
  ir::Block* entry = skeleton.entry;
  std::vector<ir::Value*> results;
  auto value = [&](const ProgramOperand& o) -> ir::Value* {
    switch (o.kind) {
    case ProgramOperand::Kind::Argument: return args[argMap[o.value]];
    case ProgramOperand::Kind::Result: return results[o.value];
    case ProgramOperand::Kind::Constant: break;
    }
    return f->constantInt(cut.returnType(), o.value);
  };
  for (const ProgramStep& s : program.steps) {
    auto inst = std::make_unique<ir::Instruction>(s.op, cut.returnType(), "t" + std::to_string(results.size() + 1));
    ir::Value* first = value(s.a);
    ir::Value* second = value(s.b);
    bool constantFirst = s.a.kind == ProgramOperand::Kind::Constant && s.b.kind != ProgramOperand::Kind::Constant;
    if (constantFirst && ir::isCommutative(s.op)) std::swap(first, second);
    inst->addOperand(first);
    inst->addOperand(second);
    results.push_back(entry->append(std::move(inst)));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(program.steps.empty() ? value(program.leaf) : results.back());
  entry->append(std::move(ret));
  return f;
}

} // namespace theseus::synth::peephole
