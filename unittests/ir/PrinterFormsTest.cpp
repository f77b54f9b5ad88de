// Printing of constants, control flow, attributes, names and modules.
#include "PrinterTestSupport.h"

using namespace theseus::ir;
using theseus::ir::testing::PrinterTest;

namespace {

std::vector<ConstLane> values(unsigned width, std::vector<uint64_t> lanes) {
  std::vector<ConstLane> out;
  for (uint64_t lane : lanes) out.push_back(ConstLane::value(Bits(width, lane)));
  return out;
}

// @g with blocks entry, left, right, join: a diamond on %c whose join has a phi.
std::unique_ptr<Function> diamond() {
  auto g = std::make_unique<Function>("g", Type::intTy(8));
  Argument* c = g->addArgument(Type::intTy(1), "c");
  Block* entry = g->addBlock("entry");
  Block* left = g->addBlock("left");
  Block* right = g->addBlock("right");
  Block* join = g->addBlock("join");
  auto br = std::make_unique<Instruction>(Opcode::Br, Type::voidTy());
  br->addOperand(c);
  br->blocks = {left, right};
  entry->append(std::move(br));
  for (Block* side : {left, right}) {
    auto jump = std::make_unique<Instruction>(Opcode::Br, Type::voidTy());
    jump->blocks = {join};
    side->append(std::move(jump));
  }
  auto phi = std::make_unique<Instruction>(Opcode::Phi, Type::intTy(8), "p");
  phi->addOperand(g->constantInt(Type::intTy(8), 1));
  phi->addOperand(g->poison(Type::intTy(8)));
  phi->blocks = {left, right};
  Instruction* p = join->append(std::move(phi));
  auto ret = std::make_unique<Instruction>(Opcode::Ret, Type::voidTy());
  ret->addOperand(p);
  join->append(std::move(ret));
  return g;
}

} // namespace

TEST_F(PrinterTest, ConstantTrue) { EXPECT_EQ(constantText(*f.constantInt(i1, 1)), "true"); }
TEST_F(PrinterTest, ConstantFalse) { EXPECT_EQ(constantText(*f.constantInt(i1, 0)), "false"); }
TEST_F(PrinterTest, ConstantNegative) { EXPECT_EQ(constantText(*f.constantInt(i8, 200)), "-56"); }
TEST_F(PrinterTest, ConstantPoison) { EXPECT_EQ(constantText(*f.poison(i32)), "poison"); }
TEST_F(PrinterTest, ConstantUndef) { EXPECT_EQ(constantText(*f.undef(v4)), "undef"); }
TEST_F(PrinterTest, ConstantSplatLaneByLane) { EXPECT_EQ(constantText(*f.constantInt(Type::vectorTy(2, 8), 7)), "<i8 7, i8 7>"); }
TEST_F(PrinterTest, ConstantVectorWithPoisonAndUndefLanes) {
  auto lanes = values(8, {1, 0, 0});
  lanes[1] = ConstLane::poison(8);
  lanes[2] = ConstLane::undef(8);
  EXPECT_EQ(constantText(*f.constant(Type::vectorTy(3, 8), lanes)), "<i8 1, i8 poison, i8 undef>");
}
TEST_F(PrinterTest, ConstantStruct) { EXPECT_EQ(constantText(*f.constant(pair, {ConstLane::value(Bits(32, 5)), ConstLane::value(Bits(1, 0))})), "{ i32 5, i1 false }"); }
TEST_F(PrinterTest, ConstantStructWithPoisonField) {
  Type t = Type::structTy({Type::vectorTy(2, 8), i1});
  auto lanes = std::vector<ConstLane>{ConstLane::poison(8), ConstLane::poison(8), ConstLane::value(Bits(1, 1))};
  EXPECT_EQ(constantText(*f.constant(t, lanes)), "{ <2 x i8> poison, i1 true }");
}
TEST_F(PrinterTest, ConstantI1000) { EXPECT_EQ(constantText(*f.constant(Type::intTy(1000), {ConstLane::value(*Bits::fromDecimal(1000, "-5"))})), "-5"); }

TEST_F(PrinterTest, UnnamedValuesGetFreshNames) {
  add(Opcode::Add, i32, {a, b}, "v0");
  EXPECT_EQ(line(add(Opcode::Add, i32, {a, b}, "")), "%v1 = add i32 %a, %b");
}
TEST_F(PrinterTest, NameClashingWithBlockIsRenamed) { EXPECT_EQ(line(add(Opcode::Add, i32, {a, b}, "entry")), "%v0 = add i32 %a, %b"); }
TEST_F(PrinterTest, NumericNameIsQuoted) { EXPECT_EQ(line(add(Opcode::Add, i32, {a, b}, "7")), "%\"7\" = add i32 %a, %b"); }
TEST_F(PrinterTest, NameWithSpaceAndQuoteIsEscaped) { EXPECT_EQ(line(add(Opcode::Add, i32, {a, b}, "x \"y")), "%\"x \\22y\" = add i32 %a, %b"); }

TEST_F(PrinterTest, ParameterAndReturnAttributes) {
  a->attrs.noundef = true;
  a->attrs.zeroext = true;
  b->attrs.signext = true;
  b->attrs.returned = true;
  c->attrs.range.emplace(Bits(1, 0), Bits(1, 1));
  f.returnAttrs.range.emplace(Bits(32, uint64_t(-5)), Bits(32, 5));
  EXPECT_EQ(toString(f).substr(0, toString(f).find('\n')),
            "define range(i32 -5, 5) i32 @f(i32 zeroext noundef %a, i32 signext returned %b, <4 x i32> %v, "
            "{ i32, i1 } %s, i1 range(i1 0, -1) %c) {");
}

TEST(PrinterControlFlow, BranchesAndPhi) {
  EXPECT_EQ(toString(*diamond()), "define i8 @g(i1 %c) {\nentry:\n  br i1 %c, label %left, label %right\n\nleft:\n"
                                  "  br label %join\n\nright:\n  br label %join\n\njoin:\n"
                                  "  %p = phi i8 [ 1, %left ], [ poison, %right ]\n  ret i8 %p\n}\n");
}
TEST_F(PrinterTest, Switch) {
  Block* one = f.addBlock("one");
  Instruction* sw = add(Opcode::Switch, Type::voidTy(), {a, int32(1), int32(-2)});
  sw->blocks = {one, one, entry};
  EXPECT_NE(toString(f).find("  switch i32 %a, label %one [\n    i32 1, label %one\n    i32 -2, label %entry\n  ]\n"), std::string::npos);
}
TEST(PrinterControlFlow, RetVoid) {
  Function g("g", Type::voidTy());
  g.addBlock("")->append(std::make_unique<Instruction>(Opcode::Ret, Type::voidTy()));
  EXPECT_EQ(toString(g), "define void @g() {\nbb0:\n  ret void\n}\n");
}

TEST_F(PrinterTest, IntrinsicDeclarations) {
  call(Intrinsic::SAddO, pair, {a, b});
  call(Intrinsic::Abs, i32, {a, f.constantInt(i1, 0)});
  call(Intrinsic::SAddO, pair, {b, a});
  EXPECT_EQ(intrinsicDeclarations(f), "declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32)\ndeclare i32 @llvm.abs.i32(i32, i1)\n");
}
TEST(PrinterModule, BigEndianDataLayoutAndSharedDeclarations) {
  Module m;
  m.dataLayout.bigEndian = true;
  for (const char* name : {"f1", "f2"}) {
    Function* g = m.addFunction(std::make_unique<Function>(name, Type::voidTy()));
    Block* entry = g->addBlock("entry");
    auto assume = std::make_unique<Instruction>(Opcode::Call, Type::voidTy());
    assume->intrinsic = Intrinsic::Assume;
    assume->addOperand(g->constantInt(Type::intTy(1), 1));
    entry->append(std::move(assume));
    entry->append(std::make_unique<Instruction>(Opcode::Ret, Type::voidTy()));
  }
  std::string text = toString(m);
  EXPECT_EQ(text.substr(0, 26), "target datalayout = \"E\"\n\nd");
  EXPECT_EQ(text.find("declare void @llvm.assume(i1)"), text.rfind("declare void @llvm.assume(i1)"));
}
