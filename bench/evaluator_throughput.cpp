// Measures the concrete evaluator: scalar operations per second per core on batched inputs,
// through the same generic interpreter the verifier uses (semantics/Interpreter.h with
// ConcreteBatch<uint64_t>), for a straight-line i32 function of 16 instructions.
#include "semantics/ConcreteBatch.h"
#include "semantics/Interpreter.h"

#include <chrono>
#include <cstdio>
#include <random>

using namespace theseus;

namespace {

std::unique_ptr<ir::Function> mixFunction(unsigned length) {
  auto f = std::make_unique<ir::Function>("mix", ir::Type::intTy(32));
  ir::Type i32 = ir::Type::intTy(32);
  ir::Value* a = f->addArgument(i32, "a");
  ir::Value* b = f->addArgument(i32, "b");
  ir::Block* entry = f->addBlock("entry");
  const ir::Opcode ops[] = {ir::Opcode::Add, ir::Opcode::Xor, ir::Opcode::Mul, ir::Opcode::And,
                            ir::Opcode::Sub, ir::Opcode::Or, ir::Opcode::LShr, ir::Opcode::Shl};
  for (unsigned i = 0; i < length; ++i) {
    auto inst = std::make_unique<ir::Instruction>(ops[i % 8], i32, "t" + std::to_string(i));
    inst->addOperand(a);
    inst->addOperand(ops[i % 8] == ir::Opcode::LShr || ops[i % 8] == ir::Opcode::Shl ? f->constantInt(i32, 3) : b);
    b = a;
    a = entry->append(std::move(inst));
  }
  auto ret = std::make_unique<ir::Instruction>(ir::Opcode::Ret, ir::Type::voidTy());
  ret->addOperand(a);
  entry->append(std::move(ret));
  return f;
}

} // namespace

int main(int argc, char** argv) {
  unsigned length = 16;
  unsigned batches = argc > 1 ? unsigned(std::atoi(argv[1])) : 20000;
  auto f = mixFunction(length);
  using D = semantics::ConcreteBatch<uint64_t>;
  D d;
  std::mt19937_64 rng(1);
  std::vector<semantics::ArgumentInput<D>> args(2);
  for (auto& a : args) {
    semantics::Lane<D> lane{d.constantU(32, 0), 0};
    for (auto& v : lane.value.v) v = rng() & 0xffffffffu;
    a.lanes.push_back(lane);
  }
  ir::DataLayout dl;
  uint64_t sink = 0;
  auto start = std::chrono::steady_clock::now();
  for (unsigned i = 0; i < batches; ++i) {
    args[0].lanes[0].value.v[0] = i;
    auto out = semantics::interpret(d, *f, dl, args);
    sink += out.ret[0].value.v[i % semantics::kBatch];
  }
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  double ops = double(batches) * semantics::kBatch * length;
  std::printf("command: %s %u\n", argv[0], batches);
  std::printf("evaluator: %u-instruction i32 function, %u batches of %u inputs: %.3f s, %.1f M scalar ops/s (checksum %llu)\n",
              length, batches, semantics::kBatch, seconds, ops / seconds / 1e6, (unsigned long long)sink);
  return 0;
}
