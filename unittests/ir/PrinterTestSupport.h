#pragma once
// A one-block function @f(i32 %a, i32 %b, <4 x i32> %v, { i32, i1 } %s, i1 %c) to print
// instructions in, one at a time.
#include "ir/Function.h"
#include "ir/Printer.h"

#include <gtest/gtest.h>

#include <sstream>

namespace theseus::ir::testing {

class PrinterTest : public ::testing::Test {
protected:
  Type i1 = Type::intTy(1), i8 = Type::intTy(8), i32 = Type::intTy(32), v4 = Type::vectorTy(4, 32);
  Type pair = Type::structTy({Type::intTy(32), Type::intTy(1)});
  Function f{"f", Type::intTy(32)};
  Argument* a = f.addArgument(i32, "a");
  Argument* b = f.addArgument(i32, "b");
  Argument* v = f.addArgument(v4, "v");
  Argument* s = f.addArgument(pair, "s");
  Argument* c = f.addArgument(i1, "c");
  Block* entry = f.addBlock("entry");

  // Appends `op` of `type` over `operands`, named %r.
  Instruction* add(Opcode op, Type type, std::vector<Value*> operands, std::string name = "r") {
    auto inst = std::make_unique<Instruction>(op, std::move(type), std::move(name));
    for (Value* operand : operands) inst->addOperand(operand);
    return entry->append(std::move(inst));
  }

  // The intrinsic call `id` over `operands`, returning `type`.
  Instruction* call(Intrinsic id, Type type, std::vector<Value*> operands) {
    Instruction* inst = add(Opcode::Call, std::move(type), std::move(operands));
    inst->intrinsic = id;
    return inst;
  }

  Constant* int32(int64_t value) { return f.constantInt(i32, uint64_t(value)); }

  // The printed line of `inst`, without indentation.
  std::string line(const Instruction* inst) {
    std::istringstream printed(toString(f));
    std::string text;
    size_t index = 0;
    while (entry->instructions()[index].get() != inst) ++index;
    for (size_t i = 0; i < index + 3; ++i) std::getline(printed, text);
    return text.substr(2);
  }
};

} // namespace theseus::ir::testing
