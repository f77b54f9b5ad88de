#include "PrinterTestSupport.h"

using namespace theseus::ir;
using theseus::ir::testing::PrinterTest;

namespace {

// Renames every argument, block and value of `f` by prefixing `prefix`.
void renameAll(Function& f, const std::string& prefix) {
  f.setName(prefix + f.name());
  for (auto& arg : f.arguments()) arg->setName(prefix + arg->name());
  for (auto& block : f.blocks()) {
    block->setName(prefix + block->name());
    for (auto& inst : block->instructions()) inst->setName(prefix + inst->name());
  }
}

} // namespace

TEST_F(PrinterTest, CanonicalTextRenamesInOrderOfDefinition) {
  add(Opcode::Ret, Type::voidTy(), {add(Opcode::Add, i32, {a, b}, "sum")});
  EXPECT_EQ(canonicalText(f), "define i32 @f(i32 %a0, i32 %a1, <4 x i32> %a2, { i32, i1 } %a3, i1 %a4) {\nbb0:\n"
                              "  %v0 = add i32 %a0, %a1\n  ret i32 %v0\n}\n");
}
TEST_F(PrinterTest, CanonicalHashIgnoresNames) {
  add(Opcode::Ret, Type::voidTy(), {add(Opcode::Mul, i32, {a, b}, "m")});
  uint64_t before = canonicalHash(f);
  renameAll(f, "renamed_");
  EXPECT_EQ(canonicalHash(f), before);
}
TEST_F(PrinterTest, CanonicalHashIgnoresCloneName) {
  add(Opcode::Ret, Type::voidTy(), {add(Opcode::Mul, i32, {a, b}, "m")});
  EXPECT_EQ(canonicalHash(*f.clone("other")), canonicalHash(f));
}
TEST_F(PrinterTest, CanonicalHashSeesOperandOrder) {
  add(Opcode::Ret, Type::voidTy(), {add(Opcode::Sub, i32, {a, b})});
  auto swapped = f.clone("f");
  swapped->blocks()[0]->instructions()[0]->setOperand(0, swapped->arguments()[1].get());
  swapped->blocks()[0]->instructions()[0]->setOperand(1, swapped->arguments()[0].get());
  EXPECT_NE(canonicalHash(*swapped), canonicalHash(f));
}
TEST_F(PrinterTest, CanonicalHashSeesFlags) {
  Instruction* sum = add(Opcode::Add, i32, {a, b});
  add(Opcode::Ret, Type::voidTy(), {sum});
  uint64_t plain = canonicalHash(f);
  sum->flags = FlagNSW;
  EXPECT_NE(canonicalHash(f), plain);
}
TEST_F(PrinterTest, CanonicalHashSeesAttributes) {
  add(Opcode::Ret, Type::voidTy(), {a});
  uint64_t plain = canonicalHash(f);
  a->attrs.noundef = true;
  EXPECT_NE(canonicalHash(f), plain);
}
