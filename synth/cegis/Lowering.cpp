#include "synth/cegis/Lowering.h"

#include "synth/engine/RewriteSkeleton.h"

#include <string>
#include <vector>

namespace theseus::synth::cegis {

namespace {

// Per location, whether the result depends on it.
std::vector<bool> liveLocations(const verify::ComponentLibrary& library, const verify::ComponentProgram& program) {
  unsigned leaves = library.argCount + unsigned(program.constants.size());
  std::vector<bool> live(leaves + program.lines.size(), false);
  live[program.output] = true;
  for (size_t i = program.lines.size(); i-- > 0;) {
    if (!live[leaves + i]) continue;
    const verify::ComponentLine& line = program.lines[i];
    live[line.operands[0]] = live[line.operands[1]] = true;
  }
  return live;
}

ir::Value* appendOp(ir::Block& entry, const verify::ComponentOp& op, const ir::Type& type, ir::Value* a, ir::Value* b,
                    const std::string& name) {
  if (op.kind == verify::ComponentOp::Kind::Binary) {
    auto inst = std::make_unique<ir::Instruction>(op.op, type, name);
    bool constantFirst = a->valueKind() == ir::Value::Kind::Constant && b->valueKind() != ir::Value::Kind::Constant;
    if (constantFirst && ir::isCommutative(op.op)) std::swap(a, b);
    inst->addOperand(a);
    inst->addOperand(b);
    return entry.append(std::move(inst));
  }
  auto cmp = std::make_unique<ir::Instruction>(ir::Opcode::ICmp, ir::Type::intTy(1), "c" + name.substr(1));
  cmp->predicate = op.pred;
  cmp->addOperand(a);
  cmp->addOperand(b);
  ir::Value* c = entry.append(std::move(cmp));
  auto ext = std::make_unique<ir::Instruction>(op.kind == verify::ComponentOp::Kind::MinMax ? ir::Opcode::Select : op.ext, type, name);
  ext->addOperand(c);
  if (op.kind == verify::ComponentOp::Kind::MinMax) {
    ext->addOperand(a);
    ext->addOperand(b);
  }
  return entry.append(std::move(ext));
}

} // namespace

std::unique_ptr<ir::Function> lowerProgram(const ir::Function& src, const verify::ComponentLibrary& library,
                                           const verify::ComponentProgram& program) {
  RewriteSkeleton skeleton = rewriteSkeleton(src, "tgt");
  std::unique_ptr<ir::Function> f = std::move(skeleton.function);
  std::vector<ir::Value*> pool = skeleton.arguments;
  for (uint64_t c : program.constants) pool.push_back(f->constantInt(src.returnType(), c));
  ir::Block* entry = skeleton.entry;
  std::vector<bool> live = liveLocations(library, program);
  unsigned emitted = 0;
  for (const verify::ComponentLine& line : program.lines) {
    const verify::Component& comp = library.components[line.component];
    ir::Value* a = pool[line.operands[0]];
    if (!live[pool.size()]) {
      pool.push_back(a);
      continue;
    }
    pool.push_back(appendOp(*entry, comp.ops[line.op], src.returnType(), a, pool[line.operands[1]], "t" + std::to_string(++emitted)));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(pool[program.output]);
  entry->append(std::move(ret));
  return f;
}

} // namespace theseus::synth::cegis

#include "synth/engine/RewriteSkeleton.h"