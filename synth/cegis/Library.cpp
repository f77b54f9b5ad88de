#include "synth/cegis/Library.h"

#include "semantics/WordOps.h"
#include "synth/engine/IntegerFragment.h"

#include <algorithm>

namespace theseus::synth::cegis {

namespace {

using verify::ComponentOp;


// Multiplication and division, whose circuits dominate a query's time.
bool isMultiplicative(const ComponentOp& op) {
  if (op.kind != ComponentOp::Kind::Binary) return false;
  switch (op.op) {
  case ir::Opcode::Mul: case ir::Opcode::UDiv: case ir::Opcode::SDiv: case ir::Opcode::URem: case ir::Opcode::SRem:
    return true;
  default:
    return false;
  }
}

// The binary operations of `ops` (no fused comparison).
std::vector<ComponentOp> binaryOps(const std::vector<ComponentOp>& ops) {
  std::vector<ComponentOp> out;
  for (const ComponentOp& op : ops)
    if (op.kind == ComponentOp::Kind::Binary) out.push_back(op);
  return out;
}

// K masked to the width, deduplicated; absent when any value is allowed.
std::optional<std::vector<uint64_t>> constantValues(const ConstantSet& constants, unsigned width) {
  if (!constants) return std::nullopt;
  std::vector<uint64_t> out;
  for (int64_t c : *constants) {
    uint64_t v = uint64_t(c) & semantics::word::lowMask<uint64_t>(width);
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  }
  return out;
}

// At most `wanted` constant components, no more than K (or the width) has distinct values.
unsigned constantCount(const std::optional<std::vector<uint64_t>>& values, unsigned width, unsigned wanted) {
  uint64_t available = values ? values->size() : (width >= 32 ? UINT64_MAX : uint64_t(1) << width);
  return unsigned(std::min<uint64_t>(wanted, available));
}

} // namespace

std::vector<ComponentOp> defaultOps() {
  std::vector<ComponentOp> out;
  for (const char* name : {"add", "sub", "mul", "and", "or", "xor", "shl", "lshr", "ashr"}) out.push_back(opsNamed(name).front());
  return out;
}

std::vector<ComponentOp> opsNamed(const std::string& name) {
  std::vector<ComponentOp> out;
  if (name == "icmp") {
    for (ir::ICmpPred p : {ir::ICmpPred::EQ, ir::ICmpPred::NE, ir::ICmpPred::ULT, ir::ICmpPred::ULE, ir::ICmpPred::SLT, ir::ICmpPred::SLE})
      for (ir::Opcode ext : {ir::Opcode::ZExt, ir::Opcode::SExt}) out.push_back({ComponentOp::Kind::Compare, ir::Opcode::ICmp, p, ext});
    return out;
  }
  if (name == "select") {
    for (ir::ICmpPred p : {ir::ICmpPred::ULT, ir::ICmpPred::UGT, ir::ICmpPred::SLT, ir::ICmpPred::SGT})
      out.push_back({ComponentOp::Kind::MinMax, ir::Opcode::Select, p, ir::Opcode::Select});
    return out;
  }
  std::optional<ir::Opcode> op = ir::opcodeFromName(name);
  if (op && isIntegerFragmentBinaryOp(*op)) out.push_back({ComponentOp::Kind::Binary, *op, ir::ICmpPred::EQ, ir::Opcode::ZExt});
  return out;
}

bool hasComparisons(const std::vector<ComponentOp>& ops) {
  return std::any_of(ops.begin(), ops.end(), [](const ComponentOp& op) { return op.kind != ComponentOp::Kind::Binary; });
}

std::vector<SearchTier> searchTiers(const CegisOptions& options, const ir::Function& src) {
  std::vector<ConstantSet> constantSets = {options.constants};
  if (!options.constants) {
    unsigned w = src.returnType().bits();
    std::vector<int64_t> k = {1, -1, int64_t(w - 1)};
    for (auto& inst : src.entry()->instructions())
      for (ir::Value* v : inst->operands())
        if (v->valueKind() == ir::Value::Kind::Constant && v->type().isInt() && v->type().bits() == w)
          if (auto bits = static_cast<ir::Constant*>(v)->scalarValue()) k.push_back(int64_t(bits->low64()));
    constantSets = {k, std::nullopt};
  }
  std::vector<ComponentOp> cheap;
  for (const ComponentOp& op : options.ops)
    if (!isMultiplicative(op)) cheap.push_back(op);
  std::vector<SearchTier> out;
  if (!options.components && !cheap.empty() && cheap.size() < options.ops.size()) out.push_back({cheap, constantSets.front()});
  for (const ConstantSet& constants : constantSets) out.push_back({options.ops, constants});
  return out;
}

std::vector<verify::ComponentLibrary> librariesOfLength(const SearchTier& tier, unsigned width, unsigned argCount, unsigned length) {
  bool fused = hasComparisons(tier.ops);
  std::vector<verify::ComponentLibrary> out;
  for (unsigned lines = fused ? (length + 1) / 2 : length; lines <= length; ++lines) {
    verify::ComponentLibrary library;
    library.width = width;
    library.argCount = argCount;
    library.components.assign(lines, verify::Component{lines == length ? binaryOps(tier.ops) : tier.ops});
    if (library.components.size() && library.components.front().ops.empty()) continue;
    if (fused) library.maxWeight = length;
    library.everyLineRead = true;
    library.constantValues = constantValues(tier.constants, width);
    library.constantCount = constantCount(library.constantValues, width, std::max(lines, 1u));
    out.push_back(std::move(library));
  }
  return out;
}

verify::ComponentLibrary exactLibrary(const CegisOptions& options, const ConstantSet& constants, unsigned width, unsigned argCount) {
  verify::ComponentLibrary library;
  library.width = width;
  library.argCount = argCount;
  library.components = options.components.value_or(std::vector<verify::Component>{});
  library.constantValues = constantValues(constants, width);
  library.constantCount = constantCount(library.constantValues, width, options.constantComponents);
  return library;
}

} // namespace theseus::synth::cegis
