#include "difftest/Oracle.h"

#include "bridge/Import.h"
#include "difftest/Approximation.h"
#include "difftest/CaseQuery.h"

#include <cstdio>
#include <sstream>

namespace theseus::difftest {

namespace {

// One lane as typed LLVM constant text, signed: "i16 -1".
std::string laneText(unsigned bits, uint64_t lane) {
  uint64_t masked = lane & ir::lowMask(bits);
  bool negative = bits < 64 ? (masked >> (bits - 1)) & 1 : (masked >> 63) & 1;
  int64_t value = negative && bits < 64 ? int64_t(masked | ~ir::lowMask(bits)) : int64_t(masked);
  return "i" + std::to_string(bits) + " " + std::to_string(value);
}

// The lanes in hexadecimal, lane 0 first: "[0x1 0xffff]".
std::string hexLanes(const LaneVector& v) {
  std::string out = "[";
  for (size_t i = 0; i < v.size(); ++i) {
    char buf[24];
    std::snprintf(buf, sizeof buf, "%s0x%llx", i ? " " : "", (unsigned long long)v[i]);
    out += buf;
  }
  return out + "]";
}

// `declare <result> @name(<params>)`.
std::string declaration(const IntrinsicShape& shape) {
  std::string s = "declare " + shape.result.str() + " @" + shape.name + "(";
  for (size_t i = 0; i < shape.params.size(); ++i) s += (i ? ", " : "") + shape.params[i].str();
  return s + ")\n";
}

// The call of the intrinsic on `args` (typed operands), its ret and the closing brace.
std::string callText(const IntrinsicShape& shape, const std::vector<std::string>& args) {
  std::string s = "  %r = call " + shape.result.str() + " @" + shape.name + "(";
  for (size_t i = 0; i < args.size(); ++i) s += (i ? ", " : "") + args[i];
  return s + ")\n  ret " + shape.result.str() + " %r\n}\n";
}

// Imports `text`; nullopt, with `error`, when it does not parse or @`function` does not translate.
std::optional<bridge::ImportedModule> importOrExplain(const std::string& text, const std::string& name, const std::string& function,
                                                      std::string& error) {
  bridge::Diagnostic diag;
  auto m = bridge::importText(text, name, diag);
  if (!m) {
    error = diag.str();
    return std::nullopt;
  }
  if (auto it = m->unsupported.find(function); it != m->unsupported.end()) {
    error = it->second.str();
    return std::nullopt;
  }
  return m;
}

// The low 64 bits of every lane.
LaneVector toLanes(const semantics::ConcreteValue& v) {
  LaneVector out;
  for (auto& lane : v) out.push_back(lane.value.low64());
  return out;
}

} // namespace

namespace {

// The integer type of `t`'s shape: the lanes of a floating-point type as bit patterns.
ir::Type bitsType(const ir::Type& t) { return t.isVector() ? ir::Type::vectorTy(t.lanes(), t.bits()) : ir::Type::intTy(t.bits()); }

// `v` of type `t` as an operand in IR text: the constant, or for a floating-point type the value
// `%name` that a bitcast of its bit patterns, appended to `prelude`, defines (LLVM's float
// literals cannot spell every NaN).
std::string operandText(const ir::Type& t, const LaneVector& v, const std::string& name, std::string& prelude) {
  if (!t.isFloatOrVector()) return constantText(t, v);
  prelude += "  %" + name + " = bitcast " + constantText(bitsType(t), v) + " to " + t.str() + "\n";
  return t.str() + " %" + name;
}

} // namespace

std::string constantText(const ir::Type& t, const LaneVector& v) {
  if (t.isFloatOrVector()) return t.str() + " bits " + constantText(bitsType(t), v);
  if (!t.isVector()) return laneText(t.bits(), v.at(0));
  std::string s = t.str() + " <";
  for (size_t i = 0; i < v.size(); ++i) s += (i ? ", " : "") + laneText(t.bits(), v[i]);
  return s + ">";
}

std::unique_ptr<Oracle> Oracle::forIntrinsic(const IntrinsicShape& shape, const std::vector<uint64_t>& immediateValues, std::string& error) {
  std::string text = declaration(shape) + "define " + shape.result.str() + " @f(";
  std::vector<std::string> args;
  size_t nextImmediate = 0, written = 0;
  for (size_t i = 0; i < shape.params.size(); ++i) {
    if (shape.immediate[i]) {
      args.push_back(constantText(shape.params[i], {immediateValues.at(nextImmediate++)}));
      continue;
    }
    std::string arg = shape.params[i].str() + " %a" + std::to_string(i);
    text += (written++ ? ", " : "") + arg;
    args.push_back(arg);
  }
  text += ") {\n" + callText(shape, args);
  auto m = importOrExplain(text, shape.name, "f", error);
  if (!m) return nullptr;
  std::unique_ptr<Oracle> o(new Oracle);
  o->shape_ = shape;
  o->module_ = std::move(m->module);
  o->function_ = o->module_->find("f");
  return o;
}

std::unique_ptr<Oracle> Oracle::forFunction(const std::string& path, const std::string& function, const IntrinsicShape& shape, std::string& error) {
  bridge::Diagnostic diag;
  auto m = bridge::importFile(path, diag);
  if (!m) {
    error = diag.str();
    return nullptr;
  }
  if (auto it = m->unsupported.find(function); it != m->unsupported.end()) {
    error = it->second.str();
    return nullptr;
  }
  std::unique_ptr<Oracle> o(new Oracle);
  o->shape_ = shape;
  o->shape_.immediate.assign(shape.params.size(), false);
  o->fromFile_ = true;
  o->path_ = path;
  o->functionName_ = function;
  o->module_ = std::move(m->module);
  o->function_ = o->module_->find(function);
  if (!o->function_) error = path + ": error: no function @" + function;
  return o->function_ ? std::move(o) : nullptr;
}

std::vector<semantics::TestOutput> Oracle::evaluate(const std::vector<Case>& cases) const {
  std::vector<semantics::TestInput> inputs;
  for (auto& c : cases) {
    semantics::TestInput in;
    for (size_t i = 0; i < shape_.params.size(); ++i) {
      if (shape_.immediate[i]) continue;
      semantics::ConcreteValue v;
      for (uint64_t lane : c.args[i]) v.push_back({ir::Bits(shape_.params[i].bits(), lane), false});
      in.args.push_back(std::move(v));
    }
    inputs.push_back(std::move(in));
  }
  return semantics::evaluate(*function_, module_->dataLayout, inputs);
}

std::optional<std::string> Oracle::queryText(const Case& c, const LaneVector& result, std::string& error) const {
  if (fromFile_) return constantQueryText(path_, functionName_, shape_, c, result, error);
  std::vector<std::string> args;
  std::string prelude, tgtPrelude;
  for (size_t i = 0; i < shape_.params.size(); ++i) args.push_back(operandText(shape_.params[i], c.args[i], "c" + std::to_string(i), prelude));
  std::string ret = shape_.result.str();
  std::string tgtValue = operandText(shape_.result, result, "t", tgtPrelude);
  return declaration(shape_) + "define " + ret + " @src() {\n" + prelude + callText(shape_, args) + "define " + ret + " @tgt() {\n" + tgtPrelude +
         "  ret " + tgtValue + "\n}\n";
}

verify::Result Oracle::prove(const Case& c, const LaneVector& result, unsigned timeoutMs) const {
  std::string error;
  auto text = queryText(c, result, error);
  auto m = text ? importOrExplain(*text, shape_.name, "src", error) : std::nullopt;
  verify::Result r;
  r.verdict = verify::Verdict::Unsupported;
  if (!m) {
    r.reason = error;
    return r;
  }
  verify::Options options;
  options.timeoutMs = timeoutMs;
  return verify::checkRefinement(*m->module->find("src"), *m->module->find("tgt"), m->module->dataLayout, options);
}

std::optional<std::string> mismatchReport(const IntrinsicShape& shape, const Case& c, const LaneVector& jit, const semantics::TestOutput& evaluated,
                                          const verify::Result* smt) {
  bool poison = false;
  for (auto& lane : evaluated.ret) poison = poison || lane.poison;
  LaneVector expected = toLanes(evaluated.ret);
  std::optional<bool> allowed = approximationAccepts(shape.name, c.args, jit, expected);
  if (!allowed) allowed = nanChoiceAccepts(shape.name, c.args, jit, expected);
  bool evaluatorAgrees = !evaluated.ub && !poison && (allowed ? *allowed : expected == jit);
  bool smtAgrees = !smt || smt->verdict == verify::Verdict::Correct;
  if (evaluatorAgrees && smtAgrees) return std::nullopt;
  std::ostringstream os;
  os << "mismatch: " << shape.name << "\n";
  for (size_t i = 0; i < c.args.size(); ++i)
    os << "  input " << i << ": " << constantText(shape.params[i], c.args[i]) << (shape.immediate[i] ? " (immediate)" : "") << "\n";
  os << "  jit:       " << hexLanes(jit) << "\n";
  os << "  evaluator: " << (evaluated.ub ? std::string("undefined behaviour") : hexLanes(expected));
  if (poison) {
    os << " poison lanes:";
    for (size_t i = 0; i < evaluated.ret.size(); ++i)
      if (evaluated.ret[i].poison) os << " " << i;
  }
  os << (evaluatorAgrees ? " (agrees)" : " (differs)") << "\n";
  os << "  smt:       ";
  if (!smt) os << "not checked on this case\n";
  else os << verify::verdictName(smt->verdict) << (smt->reason.empty() ? "" : " (" + smt->reason + ")") << " that ret <jit> refines the call\n";
  return os.str();
}

} // namespace theseus::difftest
