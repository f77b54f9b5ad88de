#include "synth/window/Wiring.h"

namespace theseus::synth::window {

namespace {

// Whether operand `index` of a step is a constant of `pool` (steps are not).
bool isConstantOperand(const std::vector<PoolEntry>& pool, unsigned index) { return index < pool.size() && pool[index].isConstant(); }

// Whether step (op, lhs, rhs) is worth enumerating (see forEachWiring).
bool worthTrying(ir::Opcode op, unsigned lhs, unsigned rhs, const std::vector<PoolEntry>& pool) {
  if (ir::isCommutative(op) && lhs > rhs) return false;
  if (isConstantOperand(pool, lhs) && isConstantOperand(pool, rhs)) return false;
  bool trivialOnTwins = op == ir::Opcode::Sub || op == ir::Opcode::Xor || op == ir::Opcode::And || op == ir::Opcode::Or;
  return !(trivialOnTwins && lhs == rhs);
}

// Whether every step but the last of `program` is read by a later one.
bool everyStepRead(const std::vector<Step>& program, size_t poolSize) {
  for (size_t i = 0; i + 1 < program.size(); ++i) {
    unsigned self = unsigned(poolSize + i);
    bool read = false;
    for (size_t j = i + 1; j < program.size(); ++j) read = read || program[j].lhs == self || program[j].rhs == self;
    if (!read) return false;
  }
  return true;
}

// Wires steps `at` onward of `program` and visits each complete wiring; false once `visit` did.
bool wireFrom(size_t at, std::vector<Step>& program, const std::vector<PoolEntry>& pool,
              const std::function<bool(const std::vector<Step>&)>& visit) {
  if (at == program.size()) return !everyStepRead(program, pool.size()) || visit(program);
  unsigned operands = unsigned(pool.size() + at);
  Step& step = program[at];
  for (unsigned lhs = 0; lhs < operands; ++lhs)
    for (unsigned rhs = 0; rhs < operands; ++rhs) {
      if (!worthTrying(step.op, lhs, rhs, pool)) continue;
      step.lhs = lhs;
      step.rhs = rhs;
      if (!wireFrom(at + 1, program, pool, visit)) return false;
    }
  return true;
}

} // namespace

const std::vector<ir::Opcode>& binaryOps() {
  static const std::vector<ir::Opcode> ops = {ir::Opcode::Add,  ir::Opcode::Sub,  ir::Opcode::Mul, ir::Opcode::UDiv, ir::Opcode::SDiv,
                                              ir::Opcode::URem, ir::Opcode::SRem, ir::Opcode::Shl, ir::Opcode::LShr, ir::Opcode::AShr,
                                              ir::Opcode::And,  ir::Opcode::Or,   ir::Opcode::Xor};
  return ops;
}

bool forEachWiring(const std::vector<ir::Opcode>& ops, const std::vector<PoolEntry>& pool,
                   const std::function<bool(const std::vector<Step>&)>& visit) {
  std::vector<Step> program;
  for (ir::Opcode op : ops) program.push_back({op, 0, 0});
  return wireFrom(0, program, pool, visit);
}

} // namespace theseus::synth::window
